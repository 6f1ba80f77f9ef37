/**
 * The production hosts' headers, sent by the editor's dev server: /admin/ gets the editor's policy, the
 * media folder the sandbox that keeps anything in it from running.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { headersFor, MEDIA_PATH, readHeadersFile } from '../hosting/host-headers.mjs';

const ADMIN_PATH = '/admin/';

/** Decoded once (the file Vite serves for it); undefined when it cannot be read. */
function decodedPath(url: string): string | undefined {
  try {
    return new URL(decodeURIComponent(url.split('?')[0]), 'http://editor.local').pathname;
  } catch {
    return undefined;
  }
}

/** Nothing for the site's dev pages, which Vite draws. */
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

/** The production policy plus what only dev needs: the file server, Vite's socket, its inline scripts by hash. */
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
