/** The script that runs before the first paint, inline in every page; the CSP allows it by its hash, synced here. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const BOOT_SOURCE = 'src/islands/page/boot.js';
export const POLICY_FILES = ['public/_headers', 'deploy/nginx.conf'];

/** Comment lines and indentation dropped: it ships in every page. */
export function bootCode(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
}

export const cspHash = (code: string) => `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`;

export function readBootScript(root: string): { code: string; hash: string } {
  const code = bootCode(fs.readFileSync(path.join(root, BOOT_SOURCE), 'utf8'));
  return { code, hash: cspHash(code) };
}

/** The site's policy, with or without an older hash; /admin/'s ('unsafe-eval') never matches. */
const SITE_SCRIPT_SRC = /script-src 'self'(?: 'sha256-[A-Za-z0-9+/=]+')?;/g;

export const withBootHash = (text: string, hash: string) => text.replace(SITE_SCRIPT_SRC, `script-src 'self' ${hash};`);

export function syncBootHash(root: string, files: string[], hash: string): string[] {
  const changed: string[] = [];
  for (const rel of files) {
    const file = path.join(root, rel);
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    const next = withBootHash(text, hash);
    if (next !== text) {
      fs.writeFileSync(file, next);
      changed.push(rel);
    }
  }
  return changed;
}
