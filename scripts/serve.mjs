#!/usr/bin/env node
// Serves the built site (dist/) like a plain static host: no SPA fallback; unknown paths get 404.html
// with status 404; the headers of dist/_headers (security policy, caching, speculation rules) are sent
// as Netlify or Cloudflare Pages would; runs of slashes (//contato) are one slash, as nginx does.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { headersFor, readHeadersFile } from './host-headers.mjs';

const dist = path.resolve(process.env.SITE_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`Não encontrei o site gerado em ${dist}. Rode "npm run build" antes.`);
  process.exit(1);
}

const notFoundPage = fs.readFileSync(path.join(dist, '404.html'));
const headerRules = readHeadersFile(path.join(dist, '_headers'));
const files = sirv(dist, { etag: true, dev: false });

const server = http.createServer((req, res) => {
  // Before parsing: "//contato" would otherwise read as a host name.
  const url = new URL((req.url ?? '/').replace(/\/{2,}/g, '/'), 'http://site.local');
  req.url = url.pathname + url.search;
  for (const [name, value] of Object.entries(headersFor(headerRules, url.pathname))) res.setHeader(name, value);
  if (url.pathname === '/_headers' || url.pathname.startsWith('/.')) {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(notFoundPage);
    return;
  }
  files(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(notFoundPage);
  });
});

server.listen(port, host, () => {
  console.log(`Site disponível em http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});
