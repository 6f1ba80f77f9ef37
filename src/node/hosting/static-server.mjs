// The built site served like a plain static host: no SPA fallback; unknown paths get 404.html with
// status 404; the headers of <site>/_headers (security policy, caching, speculation rules) are sent as
// Netlify or Cloudflare Pages would; runs of slashes (//contato) are one slash, as nginx does.
// Used by `npm start`/`npm run serve` (scripts/serve.mjs), the browser tests and the screenshots.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { headersFor, readHeadersFile } from './host-headers.mjs';

/** An http.Server (not yet listening) for the site built in siteDir. */
export function createStaticServer(siteDir) {
  return http.createServer(staticSiteHandler(siteDir));
}

/** The request handler of that server, for a test server that answers some paths its own way. */
export function staticSiteHandler(siteDir) {
  const notFoundPage = fs.readFileSync(path.join(siteDir, '404.html'));
  const headerRules = readHeadersFile(path.join(siteDir, '_headers'));
  const files = sirv(siteDir, { etag: true, dev: false });
  const notFound = (res) => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(notFoundPage);
  };
  return (req, res) => {
    // Before parsing: "//contato" would otherwise read as a host name.
    const url = new URL((req.url ?? '/').replace(/\/{2,}/g, '/'), 'http://site.local');
    req.url = url.pathname + url.search;
    for (const [name, value] of Object.entries(headersFor(headerRules, url.pathname))) res.setHeader(name, value);
    if (url.pathname === '/_headers' || url.pathname.startsWith('/.')) return notFound(res);
    files(req, res, () => notFound(res));
  };
}
