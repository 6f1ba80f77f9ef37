/** A scratch copy of the project to edit and build apart from the working tree (tests and benchmarks). */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = process.cwd();
// Copied, not linked: the bundler names its chunks from real paths, which must be inside the copy.
const COPIED = ['content', 'src', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'];
/** Each copy keeps its own tool caches: two copies running Vite at once would clash over a shared one. */
const OWN_CACHES = new Set(['.vite', '.cache']);

export function scratchCopy(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (!OWN_CACHES.has(entry)) fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  for (const entry of COPIED) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  return dir;
}

/** Throws with the build's report; no type check (the checkout's is the one that counts). */
export function buildCopy(dir: string, what: string, env: Record<string, string> = {}): void {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, encoding: 'utf8', maxBuffer: 64 << 20, env: { ...process.env, SITE_SKIP_TYPECHECK: '1', ...env } });
  if (build.status !== 0) throw new Error(`the ${what} build failed:\n${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`);
}
