/**
 * Reading offline: the service worker (/sw.js, src/node/offline/) and the web app manifest, tried as a
 * citizen on patchy mobile data would: read a page, lose the connection, reload; open a page never
 * read; get the connection back; a network slower than the timeout; a new deploy.
 *
 * Most tests use the test server. The slow network and the new deploy need a server whose answers the
 * test can change (Playwright's request routing does not see what a service worker fetches), so those
 * start their own: the built site with the same host headers, on their own port (tests/browser/ports.ts).
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { parse as parseYaml } from 'yaml';
import { findNginx, startNginx } from '../../src/node/hosting/nginx-local.mjs';
import { headersFor, readHeadersFile } from '../../src/node/hosting/host-headers.mjs';
import { officeAddress, officeHours } from '../../src/shared/content/facts';
import type { Office } from '../../src/shared/content/schema';
import { formatPhone } from '../../src/shared/text/format';
import { OFFLINE } from '../../src/shared/strings/offline';
import { axeViolations, formatAxeViolations, illegibleText, readSiteFile, SITE_DIR, watchConsole, waitForHydration } from './helpers';
import { PORTS } from './ports';

// The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const office = parseYaml(fs.readFileSync('content/office.yml', 'utf8')) as Office;
const notice = (page: Page) => page.locator('.offline-notice', { hasText: OFFLINE.notice });

/** Resolves once the page's service worker is active (registered by the page script after `load`). */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** Waits until this device holds a copy of `route` (the landing page is saved by the page script). */
async function savedForOffline(page: Page, route: string): Promise<void> {
  await expect.poll(() => page.evaluate(async (r) => Boolean(await caches.match(r)), route)).toBe(true);
}

async function goOffline(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
}

test.describe('reading offline', () => {
  test('a page read online reads again offline, with the notice; back online the notice goes', async ({ page, context }) => {
    const problems = watchConsole(page);
    // The page the visitor lands on (loaded before any worker existed) and one opened from it.
    await page.goto('/servicos/escrituras');
    await waitForHydration(page);
    await expect(notice(page)).toHaveCount(0);
    await workerReady(page);
    await savedForOffline(page, '/servicos/escrituras');
    await page.locator('main a[href="/contato"]').first().click();
    await expect(page).toHaveURL(/\/contato$/);
    await waitForHydration(page);
    await expect(notice(page)).toHaveCount(0);

    await goOffline(context, true);
    await page.reload();
    await expect(page.locator('main h1')).toHaveText('Contato');
    await expect(notice(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-served-offline', 'copy');
    // The saved copy is styled and scripted: the form island still starts, from saved files.
    await waitForHydration(page);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.site-header')!).position)).toBe('sticky');

    await page.goto('/servicos/escrituras');
    await expect(page.locator('main h1')).toHaveText('Escrituras Públicas');
    await expect(page.locator('main')).toContainText('Documentos');
    await expect(notice(page)).toBeVisible();

    // The connection comes back while reading: the notice goes at once, and a reload is fresh.
    await goOffline(context, false);
    await expect(notice(page)).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('main h1')).toHaveText('Escrituras Públicas');
    await expect(notice(page)).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-served-offline', /.*/);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('a page never read here shows, offline, the offline page with the phone, address and hours', async ({ page, context }) => {
    await page.goto('/');
    await waitForHydration(page);
    await workerReady(page);
    await goOffline(context, true);
    await page.goto('/servicos/procuracoes');
    await expect(page).toHaveURL(/\/servicos\/procuracoes$/);
    await expect(page.locator('main h1')).toHaveText('Sem conexão com a internet');
    const main = page.locator('main');
    await expect(main).toContainText('ainda não foi aberta neste aparelho');
    await expect(main.locator(`a[href="tel:+${office.telefone}"]`)).toHaveText(formatPhone(office.telefone));
    await expect(main).toContainText(officeAddress(office));
    await expect(main).toContainText(officeHours(office));
    await expect(main).toContainText(office.horario.observacao);
    // Styled from the files saved at install, and the page already says what the notice would.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.site-header')!).position)).toBe('sticky');
    await expect(page.locator('html')).toHaveAttribute('data-served-offline', 'fallback');
    await expect(notice(page)).toHaveCount(0);

    // Back online, the same address shows the real page.
    await goOffline(context, false);
    await page.reload();
    await expect(page.locator('main h1')).toHaveText('Procurações');
    await expect(notice(page)).toHaveCount(0);
  });

  test('a page cannot make the worker serve what the build did not make: scripts, styles and pages put in its caches are passed over', async ({ page, context }) => {
    await page.goto('/contato');
    await waitForHydration(page);
    await workerReady(page);
    await savedForOffline(page, '/contato');
    // What an uploaded page once did: replace the cached page script and stylesheet, and the saved page.
    const poisoned = await page.evaluate(async () => {
      const files = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[type="module"][src^="/assets/"], link[rel="stylesheet"][href^="/assets/"]')]
        .map((el) => new URL('src' in el ? el.src : el.href).pathname);
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const file of files) {
          const js = file.endsWith('.js');
          await cache.put(file, new Response(js ? 'document.documentElement.dataset.poisoned = "script"' : 'html { display: none }', { headers: { 'content-type': js ? 'text/javascript' : 'text/css' } }));
        }
        await cache.put('/contato', new Response('<html><body data-poisoned="page"><script>document.body.dataset.ran = "1"</script></body></html>', { headers: { 'content-type': 'text/html' } }));
      }
      return files;
    });
    expect(poisoned.length).toBeGreaterThanOrEqual(2);
    // Offline, the page put in the cache is not shown: the offline page answers, without the planted script.
    await goOffline(context, true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-served-offline', 'fallback');
    await expect(page.locator('body')).not.toHaveAttribute('data-poisoned');
    await expect(page.locator('html')).not.toHaveAttribute('data-poisoned');
    // Online, the page script and stylesheet are the build's again.
    await goOffline(context, false);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-poisoned');
    await expect(page.locator('main h1')).toBeVisible();
    // The staff editor, however written, is never kept.
    for (const editor of ['/admin', '/admin/', '/Admin/']) await page.goto(editor).catch(() => undefined);
    const kept = await page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)))).flat());
    expect(kept.filter((p) => /admin/i.test(p))).toEqual([]);
  });

  test('losing the connection while reading a fresh page shows the notice; getting it back removes it', async ({ page, context }) => {
    await page.goto('/duvidas');
    await waitForHydration(page);
    await expect(notice(page)).toHaveCount(0);
    await goOffline(context, true);
    await expect(notice(page)).toBeVisible();
    await expect(page.locator('main .offline-notice[role="status"]')).toHaveCount(1);
    await goOffline(context, false);
    await expect(notice(page)).toBeHidden();
  });

  test('offline, the notice and the offline page pass axe at 375 and 1280 px and in high contrast', async ({ page, context }) => {
    const problems: string[] = [];
    const check = async (label: string) => {
      const violations = await axeViolations(page);
      if (violations.length) problems.push(`${label}:${formatAxeViolations(violations)}`);
      const illegible = await illegibleText(page);
      if (illegible.length) problems.push(`${label}: text without enough contrast:\n  ${illegible.join('\n  ')}`);
    };
    await page.goto('/servicos/testamentos');
    await waitForHydration(page);
    await workerReady(page);
    await savedForOffline(page, '/servicos/testamentos');
    await goOffline(context, true);
    for (const route of ['/servicos/testamentos', '/cartorio']) {
      await page.setViewportSize({ width: 375, height: 740 });
      // A reload asks the network (a first visit's copy may still be fresh in the browser's own cache).
      if (route === page.url().replace(/^https?:\/\/[^/]+/, '')) await page.reload();
      else await page.goto(route);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-served-offline', route === '/cartorio' ? 'fallback' : 'copy');
      await check(`${route} 375px`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await check(`${route} 1280px`);
      await page.locator('.site-header').getByRole('button', { name: 'Alto contraste' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-contrast', 'alto');
      await check(`${route} high contrast`);
      await page.locator('.site-header').getByRole('button', { name: 'Alto contraste' }).click();
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('the worker is /sw.js, for the whole site, registered from the page script (no inline script)', async ({ page }) => {
    await page.goto('/');
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.ready;
      return { script: r.active?.scriptURL, scope: r.scope, loaded: document.readyState };
    });
    expect(new URL(registration.script!).pathname).toBe('/sw.js');
    expect(new URL(registration.scope).pathname).toBe('/');
    const html = readSiteFile('index.html');
    expect(html).not.toContain('serviceWorker');
    // The one inline script is the boot script (contrast, page state), allowed by its hash.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain("root.setAttribute('data-js', 'pending')");
  });
});

test.describe('the service worker file and the manifest', () => {
  test('sw.js is served fresh (no long cache) and brings all its code from the site itself', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('javascript');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const code = await response.text();
    expect(code).not.toContain('importScripts');
    expect(code).not.toMatch(/https?:\/\/(?!bit\.ly\/wb-)/);
    // The offline page and what it loads are saved at install.
    expect(code).toContain('offline/index.html');
  });

  test('the manifest is linked from every page, parses, is in pt-BR with the office names and a 512 px icon', async ({ page, request }) => {
    await page.goto('/servicos/escrituras');
    const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    for (const file of ['index.html', 'contato/index.html', '404.html', 'offline/index.html']) {
      expect(readSiteFile(file), file).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    }
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/manifest+json');
    const manifest = JSON.parse(await response.text()) as {
      lang: string; name: string; short_name: string; start_url: string; display: string; theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.lang).toBe('pt-BR');
    expect(manifest.name).toBe(office.nome);
    expect(manifest.short_name).toBe(office.nomeCurto);
    expect(manifest.start_url).toBe('/');
    expect(['standalone', 'minimal-ui']).toContain(manifest.display);
    const themeColor = await page.locator('head meta[name="theme-color"]').getAttribute('content');
    expect(manifest.theme_color).toBe(themeColor);
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.type === 'image/png' && (i.purpose ?? 'any').includes('any'));
      expect(icon, `${size} px icon`).toBeTruthy();
      const png = await request.get(icon!.src);
      expect(png.status()).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
      const bytes = await png.body();
      // PNG header: width and height are the big-endian numbers at bytes 16 and 20.
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([size, size]);
    }
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  });

  test('nginx (deploy/nginx.conf) serves the manifest with its type and sw.js with no-cache', async () => {
    if (!findNginx()) throw new Error('nginx not found (/usr/sbin/nginx): the deploy tests need it, like Chromium: apt-get install -y nginx (.ci/run does)');
    const server = await startNginx({ siteDir: SITE_DIR, port: PORTS.offlineNginx });
    try {
      const manifest = await fetch(`${server.url}/manifest.webmanifest`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
      const worker = await fetch(`${server.url}/sw.js`);
      expect(worker.status).toBe(200);
      expect(worker.headers.get('content-type')).toContain('javascript');
      expect(worker.headers.get('cache-control')).toBe('no-cache');
    } finally {
      await server.stop();
    }
  });
});

/**
 * A server for the built site whose answers a test can change: `delay` holds pages back, `edit`
 * rewrites a file as a new deploy would.
 */
function controllableServer(port: number) {
  const rules = readHeadersFile(path.join(SITE_DIR, '_headers'));
  const files = sirv(SITE_DIR, { etag: true, dev: false });
  const state = { delayPagesMs: 0, edits: new Map<string, (body: string) => string>() };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site.local');
    for (const [name, value] of Object.entries(headersFor(rules, url.pathname))) res.setHeader(name, value);
    const isPage = !path.extname(url.pathname);
    const answer = () => {
      const edit = state.edits.get(url.pathname);
      if (edit) {
        const file = isPage ? path.join(SITE_DIR, url.pathname, 'index.html') : path.join(SITE_DIR, url.pathname);
        res.setHeader('Content-Type', isPage ? 'text/html; charset=utf-8' : 'text/javascript');
        res.end(edit(fs.readFileSync(file, 'utf8')));
        return;
      }
      files(req, res, () => {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(fs.readFileSync(path.join(SITE_DIR, '404.html')));
      });
    };
    if (isPage && state.delayPagesMs) setTimeout(answer, state.delayPagesMs);
    else answer();
  });
  return {
    state,
    url: `http://127.0.0.1:${port}`,
    start: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

test.describe('online, pages are always fresh', () => {
  test.describe.configure({ mode: 'serial' });
  const server = controllableServer(PORTS.offlineControlled);
  test.beforeAll(() => server.start());
  test.afterAll(() => server.stop());
  test.afterEach(() => {
    server.state.delayPagesMs = 0;
    server.state.edits.clear();
  });

  test('a page changed on the site shows changed at once (network first), never the saved copy', async ({ page }) => {
    await page.goto(`${server.url}/cartorio`);
    await waitForHydration(page);
    await workerReady(page);
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    server.state.edits.set('/cartorio', (html) => html.replace('</h1>', ' (texto novo)</h1>'));
    await page.reload();
    await expect(page.locator('main h1')).toContainText('(texto novo)');
    await expect(notice(page)).toHaveCount(0);
  });

  test('a network slower than 3 s: the saved copy shows, with the notice, instead of a blank wait', async ({ page }) => {
    await page.goto(`${server.url}/emolumentos`);
    await waitForHydration(page);
    await workerReady(page);
    await savedForOffline(page, '/emolumentos');
    const title = await page.locator('main h1').innerText();
    server.state.delayPagesMs = 15_000;
    const started = Date.now();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1')).toHaveText(title);
    await expect(notice(page)).toBeVisible();
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(2_500);
    expect(waited).toBeLessThan(10_000);
  });

  test('a new deploy takes over at once: the new worker replaces the old one and its saved files', async ({ page }) => {
    await page.goto(`${server.url}/contato`);
    await waitForHydration(page);
    await workerReady(page);
    const offlineRevisions = () => page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.includes('precache'));
      const keys = name ? await (await caches.open(name)).keys() : [];
      return keys.map((r) => new URL(r.url)).filter((u) => u.pathname === '/offline/index.html').map((u) => u.searchParams.get('__WB_REVISION__'));
    });
    const [before] = await offlineRevisions();
    expect(before).toBeTruthy();
    // The deploy: a changed page, and a new offline page (a new sw.js with a new precache revision).
    server.state.edits.set('/sw.js', (code) => code.replace('offline/index.html",revision:"', 'offline/index.html",revision:"novo-'));
    server.state.edits.set('/contato', (html) => html.replace('</h1>', ' (nova versão)</h1>'));
    // The browser checks sw.js when a page loads; the new worker does not wait for open tabs to close.
    await page.reload();
    await expect(page.locator('main h1')).toContainText('(nova versão)');
    await expect.poll(offlineRevisions, { timeout: 10_000 }).toEqual([`novo-${before}`]);
    const worker = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return { active: r?.active?.state, waiting: Boolean(r?.waiting), installing: Boolean(r?.installing) };
    });
    expect(worker).toEqual({ active: 'activated', waiting: false, installing: false });
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('main h1')).toContainText('(nova versão)');
    await expect(notice(page)).toHaveCount(0);
  });
});
