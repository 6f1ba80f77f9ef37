/**
 * The script that runs before the first paint (src/islands/page/boot.js: the stored contrast choice and
 * the page-script state), written inline in every page's <head> so the first paint waits for nothing but
 * the HTML and the stylesheet. The Content-Security-Policy still forbids inline scripts: it allows this
 * one by its SHA-256 hash, which the build writes into the host headers (public/_headers, copied to
 * dist/_headers) and deploy/nginx.conf whenever boot.js changes (tests/unit/boot-script.test.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const BOOT_SOURCE = 'src/islands/page/boot.js';
/** The files whose site-wide policy carries the hash (the /admin/ policy is its own and untouched). */
export const POLICY_FILES = ['public/_headers', 'deploy/nginx.conf'];

/** boot.js as every page carries it: comment lines and indentation dropped (it ships in every page). */
export function bootCode(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
}

/** The CSP source that allows exactly this script: 'sha256-<base64>'. */
export const cspHash = (code: string) => `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`;

export function readBootScript(root: string): { code: string; hash: string } {
  const code = bootCode(fs.readFileSync(path.join(root, BOOT_SOURCE), 'utf8'));
  return { code, hash: cspHash(code) };
}

/** The site's policy (`script-src 'self'`, with or without an older hash); /admin/'s ('unsafe-eval') never matches. */
const SITE_SCRIPT_SRC = /script-src 'self'(?: 'sha256-[A-Za-z0-9+/=]+')?;/g;

/** The text with the site's script-src allowing `hash`. */
export const withBootHash = (text: string, hash: string) => text.replace(SITE_SCRIPT_SRC, `script-src 'self' ${hash};`);

/** Writes the hash into each file whose policy lacks it; returns the files it changed. */
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
