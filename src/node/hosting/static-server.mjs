// The built site served like a plain static host (404.html, _headers rules as Netlify sends them). Files
// only, never _headers or a dotfile however written, header rules matched on the path actually served,
// only to its own host; an error gets that one request a 500.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { headersFor, readHeadersFile } from './host-headers.mjs';

export function createStaticServer(siteDir, options) {
  return http.createServer(staticSiteHandler(siteDir, options));
}

const METHODS = 'GET, HEAD';

const isPrivate = (segment) => segment.startsWith('.') || /^_(headers|redirects)$/i.test(segment);

/** Decoded once, dot segments resolved; null when it names nothing a visitor may get. */
export function servedPath(rawPathname) {
  // Refused, never decoded: an encoded slash would reach another folder's file under the first path's
  // header rules ("/admin/..%2fbusca/"), and no file of the site has one in its name.
  if (/%(2f|5c)/i.test(rawPathname)) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return null;
  }
  // No file name holds these: decoding twice or cutting at "?" would serve another file than the headers'.
  if (/[%?#\\\u0000-\u001f\u007f]/.test(decoded)) return null;
  const segments = decoded.split('/');
  if (segments.some((s) => s === '.' || s === '..' || isPrivate(s))) return null;
  return decoded;
}

function ownHosts(req, extra) {
  const port = req.socket.localPort;
  const names = new Set(['127.0.0.1', 'localhost', '[::1]', ...extra]);
  const address = req.socket.localAddress?.replace(/^::ffff:/, '');
  if (address) names.add(address.includes(':') ? `[${address}]` : address);
  const hosts = new Set([...names].map((name) => `${name}:${port}`.toLowerCase()));
  if (port === 80) for (const name of names) hosts.add(name.toLowerCase());
  return hosts;
}

/** `hosts`: more host names it answers to; any other Host is refused (DNS rebinding). */
export function staticSiteHandler(siteDir, { hosts = [] } = {}) {
  const notFoundPage = fs.readFileSync(path.join(siteDir, '404.html'));
  const headerRules = readHeadersFile(path.join(siteDir, '_headers'));
  const files = sirv(siteDir, { etag: true, dev: false });
  const extraHosts = hosts.filter((h) => h && h !== '0.0.0.0' && h !== '::');
  const plain = (res, status, text, headers = {}) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
    res.end(`${text}\n`);
  };
  const notFound = (res, headerPath) => {
    for (const [name, value] of Object.entries(headersFor(headerRules, headerPath))) res.setHeader(name, value);
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(notFoundPage);
  };
  const answer = (req, res) => {
    if (!ownHosts(req, extraHosts).has(String(req.headers.host ?? '').toLowerCase())) {
      return plain(res, 421, 'Este servidor só atende pelo próprio endereço.');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return plain(res, 405, 'Método não permitido: este site só atende GET e HEAD.', { Allow: METHODS });
    }
    // Before parsing: "//contato" would otherwise read as a host name.
    const url = new URL((req.url ?? '/').replace(/\/{2,}/g, '/'), 'http://site.local');
    const served = servedPath(url.pathname);
    if (served === null) return notFound(res, '/404.html');
    // sirv decodes once more: hand it the path encoded again, so it looks up exactly `served`.
    req.url = encodeURI(served) + url.search;
    // "/admin" is served as /admin/index.html: its rules are those of "/admin/".
    const isFolder = !served.endsWith('/') && statOf(path.join(siteDir, served))?.isDirectory();
    const headerPath = isFolder ? `${served}/` : served;
    for (const [name, value] of Object.entries(headersFor(headerRules, headerPath))) res.setHeader(name, value);
    const file = path.join(siteDir, isFolder ? path.join(served, 'index.html') : served);
    // sirv's stream fails where nothing catches it on an unreadable file: checked here.
    if (statOf(file)?.isFile()) fs.accessSync(file, fs.constants.R_OK);
    // sirv streams a range it cannot serve (start after end) into a throw: the whole file instead.
    if (!validRange(req.headers.range)) delete req.headers.range;
    files(req, res, () => notFound(res, headerPath));
  };
  return (req, res) => {
    try {
      answer(req, res);
    } catch (error) {
      failed(res, error);
    }
  };
}

/** "/index.html/x" or too long a name gets the 404 page. */
function statOf(file) {
  try {
    return fs.statSync(file, { throwIfNoEntry: false });
  } catch (error) {
    if (error?.code === 'ENOTDIR' || error?.code === 'ENAMETOOLONG') return undefined;
    throw error;
  }
}

function validRange(range) {
  if (range === undefined) return true;
  const m = /^bytes=(\d*)-(\d*)$/.exec(range);
  return Boolean(m) && (m[1] === '' || m[2] === '' || Number(m[1]) <= Number(m[2]));
}

function failed(res, error) {
  console.error(`Servidor: um pedido falhou e foi respondido com erro 500 (${error?.code ?? error?.message ?? error}).`);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Erro ao responder este pedido.\n');
}
