/**
 * A production build of the site with the office's data confirmed, for what only confirmed data does:
 * the contact form opening the department's chat, the social-network links in the footer. Built once
 * per test file from a scratch copy of the project (content edited), served
 * like dist/ by scripts/serve.mjs on its own port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = process.cwd();
// Code is copied, not linked: the bundler names its chunks from real paths, which must be inside the copy.
const LINKED = ['node_modules'];
const COPIED = ['content', 'src', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'];

/** Social profiles the confirmed office lists (the shipped samples list none). */
export const CONFIRMED_SOCIAL = [
  { nome: 'Instagram', url: 'https://www.instagram.com/cartorio-teste' },
  { nome: 'Facebook', url: 'https://www.facebook.com/cartorio-teste' },
];

/** content/office.yml with the departments confirmed (no longer in `amostra`) and two social profiles. */
function confirmOffice(text: string): string {
  const social = CONFIRMED_SOCIAL.map((s) => `  - nome: "${s.nome}"\n    url: "${s.url}"`).join('\n');
  const confirmed = text.replace(/^ {2}- departamentos\n/m, '').replace(/^redesSociais: \[\]$/m, `redesSociais:\n${social}`);
  if (confirmed === text || !confirmed.includes('cartorio-teste')) throw new Error('content/office.yml changed shape: update tests/browser/confirmed-site.ts');
  return confirmed;
}

export interface ConfirmedSite {
  baseURL: string;
  stop: () => void;
}

export async function startConfirmedSite(port: number): Promise<ConfirmedSite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confirmed-site-'));
  for (const entry of LINKED) fs.symlinkSync(path.join(ROOT, entry), path.join(dir, entry));
  for (const entry of COPIED) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  const office = path.join(dir, 'content/office.yml');
  fs.writeFileSync(office, confirmOffice(fs.readFileSync(office, 'utf8')));

  const out = 'dist-confirmed';
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, encoding: 'utf8', env: { ...process.env, SITE_OUT_DIR: out } });
  if (build.status !== 0) throw new Error(`the confirmed-data build failed:\n${build.stderr}`);

  const server: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs')], {
    cwd: dir, stdio: 'ignore', env: { ...process.env, PORT: String(port), SITE_DIR: path.join(dir, out) },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = () => {
    server.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${baseURL}/`).then((r) => r.ok, () => false)) return { baseURL, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error('the confirmed-data site did not start');
}
