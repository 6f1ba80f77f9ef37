/**
 * A scratch copy of the project to edit and build apart from the working tree: the test build with the
 * office's data confirmed (tests/browser/confirmed-site.ts), the staff editor and its live preview under
 * test (tests/browser/editor.spec.ts) and the benchmark's bigger sites
 * (src/node/bench/scale-site.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = process.cwd();
// Code is copied, not linked: the bundler names its chunks from real paths, which must be inside the copy.
const COPIED = ['content', 'src', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'];
/**
 * The tools' caches in node_modules stay the copy's own: two copies running Vite at once (the editor's
 * specs) would otherwise rebuild one shared dependency cache under each other's pages.
 */
const OWN_CACHES = new Set(['.vite', '.cache']);

/** A new folder under the system's temporary folder holding the copy; `prefix` names it. */
export function scratchCopy(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // node_modules: a folder of links to the project's packages, without its caches.
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (!OWN_CACHES.has(entry)) fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  for (const entry of COPIED) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  return dir;
}

/**
 * Runs the production build in the copy (`env` adds to the environment, e.g. SITE_OUT_DIR); throws with the
 * build's own report. A copy holds the code the build needs, not the tests: the checkout's type check is the one that counts.
 */
export function buildCopy(dir: string, what: string, env: Record<string, string> = {}): void {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, encoding: 'utf8', maxBuffer: 64 << 20, env: { ...process.env, SITE_SKIP_TYPECHECK: '1', ...env } });
  if (build.status !== 0) throw new Error(`the ${what} build failed:\n${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`);
}
