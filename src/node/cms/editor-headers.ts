/**
 * The headers the editor's dev server (`npm run editor`, `npm run dev`) sends, as the production hosts
 * do (public/_headers): /admin/ gets the editor's own policy, and the media folder the sandbox that
 * keeps anything in it from running, each file a download when opened on its own. The editor's
 * policy is the production one plus what only the dev server needs: the file server's port, Vite's
 * live-reload socket, and the inline scripts Vite's HTML transforms add (allowed by their hash).
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { headersFor, MEDIA_PATH, readHeadersFile } from '../hosting/host-headers.mjs';

const ADMIN_PATH = '/admin/';

/** The path a request names, decoded once (the file Vite serves for it), or undefined when it cannot be read. */
function decodedPath(url: string): string | undefined {
  try {
    return new URL(decodeURIComponent(url.split('?')[0]), 'http://editor.local').pathname;
  } catch {
    return undefined;
  }
}

/** The host rules for the editor's pages and the media folder; nothing for the site's dev pages, which Vite draws. */
export function editorHeaders(root: string): (url: string) => Record<string, string> {
  const rules = readHeadersFile(path.join(root, 'public/_headers'));
  return (url) => {
    const pathname = decodedPath(url);
    if (pathname === undefined) return {};
    const rulePath = pathname === '/admin' ? ADMIN_PATH : pathname;
    if (!rulePath.startsWith(ADMIN_PATH) && !rulePath.startsWith(MEDIA_PATH)) return {};
    return headersFor(rules, rulePath);
  };
}

const directives = (policy: string) => policy.split(';').map((d) => d.trim()).filter(Boolean);

/**
 * The editor's policy for its dev page: the production one, with the file server and the dev server's
 * socket allowed to connect, and each inline script of `html` allowed by its SHA-256.
 */
export function devAdminPolicy(policy: string, html: string, { fileServer, devServer }: { fileServer?: string; devServer: string }): string {
  const hashes = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .filter(([tag, body]) => body.trim() && !/\ssrc=/.test(tag.slice(0, tag.indexOf('>'))))
    .map(([, body]) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
  const socket = devServer.replace(/^http/, 'ws');
  return directives(policy).map((directive) => {
    const [name] = directive.split(/\s+/);
    if (name === 'script-src') return [directive, ...hashes].join(' ');
    if (name === 'connect-src') return [directive, ...(fileServer ? [fileServer] : []), socket].join(' ');
    return directive;
  }).join('; ');
}
