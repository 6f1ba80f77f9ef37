/**
 * The script that runs before the first paint (src/islands/page/boot.js), inline in every page's <head>.
 * The Content-Security-Policy allows it by its SHA-256 hash, which the build writes into the host headers
 * whenever boot.js changes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const BOOT_SOURCE = 'src/islands/page/boot.js';
/** The /admin/ policy is its own and untouched. */
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

/** Returns the files it changed. */
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
