/**
 * Production builds of the site with content edited. The confirmed one has the office's data
 * confirmed, for what only confirmed data does: the contact form opening the department's chat, the
 * social-network links in the footer. Built once per test file from a scratch copy of the project
 * (content edited), served like dist/ by scripts/serve.mjs on its own port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildCopy, scratchCopy } from '../../src/node/bench/scratch-site';

const ROOT = process.cwd();

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

/**
 * A production build of a scratch copy of the project with content files edited (`edits`: file →
 * new text from the old), served like dist/ on `port`: the confirmed-data site below, or a site with
 * other office hours (tests/browser/office-status.spec.ts).
 */
export async function startEditedSite(port: number, name: string, edits: Record<string, (text: string) => string>): Promise<ConfirmedSite> {
  const dir = scratchCopy(`${name}-`);
  for (const [file, edit] of Object.entries(edits)) {
    const full = path.join(dir, file);
    fs.writeFileSync(full, edit(fs.readFileSync(full, 'utf8')));
  }

  const out = `dist-${name}`;
  buildCopy(dir, name, { SITE_OUT_DIR: out });

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
  throw new Error(`the ${name} site did not start`);
}

export function startConfirmedSite(port: number): Promise<ConfirmedSite> {
  return startEditedSite(port, 'confirmed-site', { 'content/office.yml': confirmOffice });
}
