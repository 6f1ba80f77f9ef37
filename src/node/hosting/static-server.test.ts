/**
 * The static server of `npm start` and the browser tests, over a small site of its own (no build needed):
 * the host header file and dotfiles are never served however the path is written, header rules follow
 * the file actually served, only GET and HEAD are answered, and only to the server's own host.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seededRandom } from '../../shared/seeded-random.ts';
import { createStaticServer, servedPath } from './static-server.mjs';

const HEADERS_FILE = `/*
  Content-Security-Policy: default-src 'self'
  X-Frame-Options: DENY

/admin/*
  ! Content-Security-Policy
  Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval'
`;

const PAGES: Record<string, string> = {
  'index.html': '<title>Início</title>',
  '404.html': '<title>Página não encontrada</title>',
  'busca/index.html': '<title>Busca</title>',
  'admin/index.html': '<title>Editor</title>',
  '.vite/manifest.json': '{"secret":true}',
  '_headers': HEADERS_FILE,
};

const PUBLIC_CSP = "default-src 'self'";
const ADMIN_CSP = "default-src 'self'; script-src 'self' 'unsafe-eval'";

let dir: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  for (const [name, text] of Object.entries(PAGES)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  server = createStaticServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

// Node's global agent keeps connections alive: close() alone would wait out their 5 s idle timeout.
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A raw request: the path goes out exactly as written (fetch would normalise it). */
function request(rawPath: string, { method = 'GET', host = `127.0.0.1:${port}` } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: rawPath, headers: host ? { host } : {}, setHost: Boolean(host) }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('never serves the host header file or a dotfile', () => {
  const paths = ['/_headers', '/%5fheaders', '/_header%73', '/_headers/', '/%5F%68eaders', '/_HEADERS', '/_headers%2f', '/.vite/manifest.json', '/%2evite/manifest.json', '/busca/../.vite/manifest.json'];
  for (const p of paths) {
    test(p, async () => {
      const res = await request(p);
      expect(res.status).toBe(404);
      expect(res.body).toContain('Página não encontrada');
      expect(res.body).not.toContain('Content-Security-Policy');
      expect(res.body).not.toContain('secret');
    });
  }
});

describe('header rules follow the file served', () => {
  test('/%61dmin/ is /admin/: the editor with its own policy', async () => {
    const res = await request('/%61dmin/');
    expect(res.status).toBe(200);
    expect(res.body).toContain('Editor');
    expect(res.headers['content-security-policy']).toBe(ADMIN_CSP);
  });

  test('/admin (no slash) is served as /admin/ with its policy', async () => {
    const res = await request('/admin');
    expect(res.body).toContain('Editor');
    expect(res.headers['content-security-policy']).toBe(ADMIN_CSP);
  });

  test('an encoded slash is refused: /admin/..%2fbusca/ is the not-found page with the public policy', async () => {
    for (const p of ['/admin/..%2fbusca/', '/admin/..%2Fbusca/', '/admin/..%5cbusca/']) {
      const res = await request(p);
      expect(res.status, p).toBe(404);
      expect(res.body, p).toContain('Página não encontrada');
      expect(res.headers['content-security-policy'], p).toBe(PUBLIC_CSP);
    }
  });

  test('plain dot segments resolve before the rules are matched', async () => {
    const res = await request('/admin/../busca/');
    expect(res.body).toContain('Busca');
    expect(res.headers['content-security-policy']).toBe(PUBLIC_CSP);
    const encoded = await request('/busca/%2e%2e/admin/');
    expect(encoded.body).toContain('Editor');
    expect(encoded.headers['content-security-policy']).toBe(ADMIN_CSP);
  });

  test('a path cut by an encoded "?" or "#" names no file', async () => {
    for (const p of ['/admin%3F', '/admin%23x', '/busca%3F/']) expect((await request(p)).status, p).toBe(404);
  });
});

describe('GET and HEAD only', () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'OPTIONS', 'PATCH']) {
    test(`${method} → 405 with Allow`, async () => {
      const res = await request('/', { method });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.body).not.toContain('Início');
    });
  }

  test('GET and HEAD answer', async () => {
    expect((await request('/')).status).toBe(200);
    const head = await request('/busca/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('its own host only', () => {
  test('loopback names with the port are answered', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) expect((await request('/', { host })).status, host).toBe(200);
  });

  test('another host, or the right name on another port, is refused', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, '127.0.0.1', `localhost:${port + 1}`]) {
      const res = await request('/', { host });
      expect(res.status, host).toBe(421);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).not.toContain('Início');
    }
  });

  test('a request without Host is refused (Node itself answers 400)', async () => {
    expect([400, 421]).toContain((await request('/', { host: '' })).status);
  });

  test('a host named in the options is answered', async () => {
    const other = createStaticServer(dir, { hosts: ['cartorio.test'] });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherPort = (other.address() as AddressInfo).port;
    const status = await new Promise<number>((resolve) =>
      http.get({ host: '127.0.0.1', port: otherPort, path: '/', headers: { host: `cartorio.test:${otherPort}` } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      }),
    );
    other.closeAllConnections();
    await new Promise((resolve) => other.close(resolve));
    expect(status).toBe(200);
  });
});

test('servedPath: decoded once, refusing what could name another file', () => {
  expect(servedPath('/%61dmin/')).toBe('/admin/');
  expect(servedPath('/servi%C3%A7os/')).toBe('/serviços/');
  expect(servedPath('/%2525')).toBeNull();
  expect(servedPath('/%E0%A4%A')).toBeNull();
  expect(servedPath('/a%00b')).toBeNull();
});

describe('no request stops `npm run serve`', () => {
  /** Paths that threw inside the handler and ended the process, then a few hundred made up the same way every run. */
  const KNOWN = ['/index.html/x', '/index.html/', `/${'a'.repeat(300)}`, `/busca/${encodeURI('é'.repeat(200))}/`, '/404.html/..%2f', '/%ff', '/\\\\x', '/a/'.repeat(3000)];
  const random = seededRandom(61);
  const pick = <T,>(pool: readonly T[]): T => pool[Math.floor(random() * pool.length)];
  const PARTS = ['index.html', 'busca', 'admin', '_headers', '.vite', '..', '.', '%2e%2e', '%2f', '%5c', '%00', '%ff', '%', '%e9', '%C3%A9', '\\', '?', '#', ';', 'x'.repeat(256), 'a'.repeat(40)];
  const randomPath = () => `/${Array.from({ length: 1 + Math.floor(random() * 5) }, () => pick(PARTS)).join(pick(['/', '', '//']))}`;
  /** Node's own parser answers 400 to a request line it cannot read; 500 is a request that failed alone. */
  const ANSWERED = [200, 206, 301, 400, 404, 416, 500];
  const RANGES = [undefined, 'bytes=5-2', 'bytes=0-0', 'bytes=-3', 'bytes=9999-', 'bytes=x', 'bytes=0-1,3-4'];

  let child: ChildProcess;
  let childPort: number;
  beforeAll(async () => {
    childPort = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    child = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, SITE_DIR: dir, PORT: String(childPort), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('disponível') && resolve());
      child.once('exit', (code) => reject(new Error(`serve.mjs saiu (${code})`)));
    });
  });
  afterAll(() => {
    child.kill();
  });

  const rawGet = (rawPath: string, range?: string) => new Promise<number>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: childPort, path: rawPath, headers: { host: `127.0.0.1:${childPort}`, ...(range && { range }) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', (error) => reject(new Error(`${rawPath} (${range ?? 'sem Range'}): ${error.message}`)));
    req.end();
  });

  test('the paths of the report and 300 random ones each get a status, and the server still answers', async () => {
    for (const p of KNOWN) expect(ANSWERED, p).toContain(await rawGet(p));
    expect(await rawGet('/index.html/x'), 'a file named as a folder').toBe(404);
    expect(await rawGet(`/${'a'.repeat(300)}`), 'a name over 255 bytes').toBe(404);
    expect(await rawGet('/index.html', 'bytes=5-2'), 'a range whose start is after its end').toBe(200);
    for (let i = 0; i < 300; i++) {
      const p = randomPath();
      const status = await rawGet(p, pick(RANGES));
      expect(ANSWERED, p).toContain(status);
    }
    expect(child.exitCode).toBeNull();
    expect(await rawGet('/')).toBe(200);
  }, 30_000);
});
