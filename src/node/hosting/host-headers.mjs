// Host header rules of public/_headers (Netlify / Cloudflare Pages format).
import fs from 'node:fs';

/** [{ pattern, headers: { name: value, or null for "! name" } }] in file order. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else if (rules.length && line.trim().startsWith('!')) {
      // "! Name" (Cloudflare Pages): this path drops a header earlier rules set, e.g. for /admin/'s own policy.
      rules.at(-1).headers[line.trim().slice(1).trim()] = null;
    } else if (rules.length) {
      const i = line.indexOf(':');
      rules.at(-1).headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}

export function readHeadersFile(file) {
  return fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, 'utf8')) : [];
}

const matches = (pattern, pathname) => (pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern);

/** Later rules add to earlier ones, as those hosts do. */
export function headersFor(rules, pathname) {
  const headers = {};
  for (const rule of rules.filter((r) => matches(r.pattern, pathname))) {
    for (const [name, value] of Object.entries(rule.headers)) {
      if (value === null) delete headers[name];
      else headers[name] = value;
    }
  }
  return headers;
}

/** A test keeps it equal to src/shared/media.ts's MEDIA_PATH. */
export const MEDIA_PATH = '/documentos/';
