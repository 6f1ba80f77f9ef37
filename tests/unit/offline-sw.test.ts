/**
 * Reading offline, the parts that run at build time or inside the service worker: the page route's
 * plugins (src/service-worker/plugins.ts), the worker as the build writes it (one file, the precache
 * list in place), the files precached for the offline page, and the web app manifest written from the
 * office facts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteContent } from '../../src/shared/content/site-content';
import { OFFLINE_ROUTE, SERVED_OFFLINE_ATTRIBUTE, SERVICE_WORKER_URL } from '../../src/shared/offline';
import { offlinePrecacheFiles, SKIP_SERVICE_WORKER_ENV, writeOfflineSupport } from '../../src/node/offline/build-step';
import { webAppManifest } from '../../src/node/offline/manifest';
import { builtFilesOnly, isKeptImage, isReadablePage, markCachedCopy, offlineFallback, pageCacheKey, sentBySite } from '../../src/service-worker/plugins';
import { createHash } from 'node:crypto';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const ROOT = path.resolve(__dirname, '../..');
const PAGE = '<!doctype html>\n<html lang="pt-BR">\n<head><title>Contato</title></head><body><main><h1>Contato</h1></main></body></html>';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('service worker plugins', () => {
  it('a page read from the saved copies is marked on <html>, keeping its status and headers', async () => {
    const mark = markCachedCopy.cachedResponseWillBeUsed;
    const cached = new Response(PAGE, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(PAGE.length) } });
    const marked = (await mark({ cachedResponse: cached }))!;
    const html = await marked.text();
    expect(html).toContain(`<html ${SERVED_OFFLINE_ATTRIBUTE}="copy" lang="pt-BR">`);
    expect(html.replace(` ${SERVED_OFFLINE_ATTRIBUTE}="copy"`, '')).toBe(PAGE);
    expect(marked.status).toBe(200);
    expect(marked.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(marked.headers.get('content-length')).toBeNull();
    expect(await mark({ cachedResponse: undefined })).toBeNull();
    // A PDF opened as a page comes back byte for byte.
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0xfe, 0x00, 0x3c]);
    const saved = await mark({ cachedResponse: new Response(pdf, { headers: { 'content-type': 'application/pdf' } }) });
    expect(new Uint8Array(await saved!.arrayBuffer())).toEqual(pdf);
  });

  it('with no copy and no network, the offline page saved at install answers, marked as the fallback', async () => {
    const offlinePage = PAGE.replace('Contato', 'Sem conexão');
    const fallback = offlineFallback(new Map([[`${OFFLINE_ROUTE}/index.html`, sha256(offlinePage)]]));
    const match = vi.fn(async (url: string, options?: { ignoreSearch?: boolean }) =>
      (url === `${OFFLINE_ROUTE}/index.html` && options?.ignoreSearch ? new Response(offlinePage) : undefined));
    vi.stubGlobal('caches', { match });
    const page = (await fallback.handlerDidError())!;
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<html ${SERVED_OFFLINE_ATTRIBUTE}="fallback" lang="pt-BR">`);
    // Not saved (install failed, storage cleared): the browser's own error, as without a worker.
    vi.stubGlobal('caches', { match: async () => undefined });
    expect(await fallback.handlerDidError()).toBeUndefined();
    // Put in its place by a page: not shown.
    vi.stubGlobal('caches', { match: async () => new Response('<html><script>alert(1)</script></html>') });
    expect(await fallback.handlerDidError()).toBeUndefined();
  });

  it('scripts, styles and precached files are saved and served only with the bytes of the build\'s list', async () => {
    const script = 'console.log("página")';
    const plugin = builtFilesOnly(new Map([['/assets/index-a1.js', sha256(script)]]));
    const request = new Request('https://site.example/assets/index-a1.js');
    const genuine = new Response(script);
    expect(await plugin.cachedResponseWillBeUsed({ request, cachedResponse: genuine })).toBe(genuine);
    expect(await plugin.cacheWillUpdate({ request, response: genuine })).toBe(genuine);
    const poisoned = new Response('localStorage.getItem("decap-cms-user")');
    expect(await plugin.cachedResponseWillBeUsed({ request, cachedResponse: poisoned })).toBeNull();
    expect(await plugin.cacheWillUpdate({ request, response: poisoned })).toBeNull();
    // A script the build never made is neither kept nor served from a cache.
    const other = new Request('https://site.example/assets/outro.js');
    expect(await plugin.cachedResponseWillBeUsed({ request: other, cachedResponse: new Response(script) })).toBeNull();
  });

  it('a saved page is served only when the site sent it for that address', async () => {
    const use = sentBySite.cachedResponseWillBeUsed;
    const request = new Request('https://site.example/contato');
    const sent = { type: 'basic', url: 'https://site.example/contato?utm=x' } as Response;
    expect(await use({ request, cachedResponse: sent })).toBe(sent);
    // Made by a page (type "default"), or fetched from another address and put under this one.
    expect(await use({ request, cachedResponse: new Response('<script>alert(1)</script>') })).toBeNull();
    expect(await use({ request, cachedResponse: { type: 'basic', url: 'https://site.example/documentos/x.html' } as Response })).toBeNull();
  });

  it('never keeps the staff editor in any spelling, nor the media folder\'s files other than pictures', () => {
    const page = (p: string) => isReadablePage(new URL(p, 'https://site.example'));
    for (const p of ['/admin', '/admin/', '/Admin', '/ADMIN/#/', '/%61dmin/', '/admin/index.html', '/%2fadmin', '/documentos/x.html', '/Documentos/x.pdf', '/%64ocumentos/a.svg']) expect(page(p), p).toBe(false);
    for (const p of ['/', '/contato', '/administracao', '/servicos/escrituras']) expect(page(p), p).toBe(true);
    const image = (p: string) => isKeptImage(new URL(p, 'https://site.example'));
    for (const p of ['/documentos/foto.png', '/documentos/a.JPG', '/documentos/b.webp', '/selo-lgpd.svg']) expect(image(p), p).toBe(true);
    for (const p of ['/documentos/selo.svg', '/documentos/x.html', '/documentos/a.pdf', '/admin/logo.png']) expect(image(p), p).toBe(false);
  });

  it('one saved copy per page, whatever its query or fragment', async () => {
    const key = pageCacheKey.cacheKeyWillBeUsed;
    expect(await key({ request: new Request('https://site.example/busca?q=firma#resultados') })).toBe('https://site.example/busca');
    expect(await key({ request: new Request('https://site.example/servicos/escrituras?utm_source=x') })).toBe('https://site.example/servicos/escrituras');
  });
});

describe('files saved when the worker installs', () => {
  const temp: string[] = [];
  afterEach(() => temp.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  function site(files: Record<string, string>): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-'));
    temp.push(dir);
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    return dir;
  }

  it('the offline page, what it loads (and what that imports), the favicon and the notice module; nothing else', () => {
    const dist = site({
      'offline/index.html': [
        '<link rel="stylesheet" href="/assets/index-a1.css" /><link rel="icon" href="/favicon.svg" />',
        '<script src="/assets/boot-b2.js"></script><script type="module" src="/assets/index-c3.js"></script>',
        '<svg><use href="/assets/icons-d4.svg#phone"></use></svg><a href="/contato">Contato</a>',
      ].join(''),
      'assets/index-a1.css': '', 'assets/boot-b2.js': '', 'assets/icons-d4.svg': '', 'favicon.svg': '',
      'assets/index-c3.js': 'import{a}from"./shared-e5.js";const l=()=>import("./react-f6.js");',
      'assets/shared-e5.js': 'export const a=1;',
      'assets/react-f6.js': 'export default 1;',
      'assets/offline-reading-g7.js': 'import{a}from"./shared-e5.js";',
      'index.html': '', 'contato/index.html': '',
      '.vite/manifest.json': JSON.stringify({ 'src/islands/page/after-load.ts': { file: 'assets/offline-reading-g7.js' } }),
    });
    expect(offlinePrecacheFiles(dist)).toEqual([
      'assets/boot-b2.js', 'assets/icons-d4.svg', 'assets/index-a1.css', 'assets/index-c3.js',
      'assets/offline-reading-g7.js', 'assets/shared-e5.js', 'favicon.svg', 'offline/index.html',
    ]);
  });

  const office = { nome: 'Cartório de Exemplo', nomeCurto: 'Cartório' } as SiteContent['office'];
  const built = () => site({
    'offline/index.html': '<html><link rel="stylesheet" href="/assets/index-a1.css" /><h1>Sem conexão</h1></html>',
    'assets/index-a1.css': '', 'assets/offline-reading-g7.js': '',
    '.vite/manifest.json': JSON.stringify({ 'src/islands/page/after-load.ts': { file: 'assets/offline-reading-g7.js' } }),
  });

  it('sw.js is one minified file with the precache list in place: hashed names unrevisioned, the page revisioned', async () => {
    const dist = built();
    await writeOfflineSupport({ root: ROOT, dist, site: { office, pages: [] } as unknown as SiteContent });
    const code = fs.readFileSync(path.join(dist, SERVICE_WORKER_URL.slice(1)), 'utf8');
    expect(code).not.toContain('__WB_MANIFEST');
    expect(code).toMatch(/\{url:"assets\/index-a1\.css",revision:null\},\{url:"assets\/offline-reading-g7\.js",revision:null\},\{url:"offline\/index\.html",revision:"[0-9a-f]{32}"\}/);
    // The build's files with their SHA-256, checked when saved and when served.
    expect(code).not.toContain('__CARTORIO_BUILT');
    expect(code).toContain(`"/assets/index-a1.css":"${sha256('')}"`);
    expect(code).toContain(`"/offline/index.html":"${sha256('<html><link rel="stylesheet" href="/assets/index-a1.css" /><h1>Sem conexão</h1></html>')}"`);
    expect(code).toMatch(/prefix:["'`]cartorio["'`]/);
    expect(code).not.toMatch(/process\.env|importScripts/);
    expect(fs.existsSync(path.join(dist, 'manifest.webmanifest'))).toBe(true);
  });

  it(`${SKIP_SERVICE_WORKER_ENV}=1: the web app manifest only, no worker`, async () => {
    vi.stubEnv(SKIP_SERVICE_WORKER_ENV, '1');
    const dist = built();
    await writeOfflineSupport({ root: ROOT, dist, site: { office, pages: [] } as unknown as SiteContent });
    expect(fs.existsSync(path.join(dist, 'manifest.webmanifest'))).toBe(true);
    expect(fs.existsSync(path.join(dist, SERVICE_WORKER_URL.slice(1)))).toBe(false);
  });
});

describe('web app manifest', () => {
  const office = { nome: 'Cartório do 2º Ofício de Exemplo', nomeCurto: 'Cartório 2º Ofício' } as SiteContent['office'];
  const pages = [{ route: '/', frontmatter: { description: 'Serviços, documentos e prazos do cartório.' } }] as unknown as SiteContent['pages'];

  it('in pt-BR, named from the office facts, opening the home page, in the site colours', () => {
    const manifest = webAppManifest({ office, pages });
    expect(manifest).toMatchObject({
      lang: 'pt-BR', name: office.nome, short_name: office.nomeCurto, description: 'Serviços, documentos e prazos do cartório.',
      start_url: '/', scope: '/', display: 'minimal-ui',
    });
    const html = fs.readFileSync(path.join(ROOT, 'index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    const tokens = fs.readFileSync(path.join(ROOT, 'src/styles/tokens.css'), 'utf8');
    expect(tokens).toContain(`--color-brand: ${manifest.theme_color};`);
    expect(tokens).toContain(`--color-bg: ${manifest.background_color};`);
  });

  it('every icon is a PNG in public/ of the size it claims, a 512 px one and a maskable one among them', () => {
    const { icons } = webAppManifest({ office, pages });
    for (const icon of icons) {
      const png = fs.readFileSync(path.join(ROOT, 'public', icon.src));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    expect(icons.some((i) => i.sizes === '512x512' && i.purpose === 'any')).toBe(true);
    expect(icons.some((i) => i.sizes === '192x192')).toBe(true);
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
  });
});
