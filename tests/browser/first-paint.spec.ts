/**
 * Nothing blocks the first paint but the HTML and the stylesheet: no page has a script file in <head>;
 * the pre-paint work is one inline script, allowed by the Content-Security-Policy through its SHA-256
 * hash (never 'unsafe-inline'), the same hash in the built _headers, public/_headers and nginx's config.
 * The hash is recomputed here from the built pages, so a changed boot.js with a stale policy fails.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { staticSiteHandler } from '../../src/node/hosting/static-server.mjs';
import { PAGE_ENHANCED_MARK } from '../../src/shared/page-timing';
import { belem, htmlFiles, layoutShifts, readSiteFile, SITE_DIR, watchConsole, waitForHydration } from './helpers';

const headOf = (html: string) => /<head>([\s\S]*?)<\/head>/.exec(html)![1];
const sha256 = (code: string) => `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`;
/** The site-wide policy's script-src of a headers or nginx file (the /admin/ policy has 'unsafe-eval'). */
const siteScriptSrc = (text: string) => [...text.matchAll(/script-src ([^;]+);/g)].map((m) => m[1]).filter((v) => !v.includes("'unsafe-eval'"));

test('no page has a blocking script in <head>: one inline script, the same on every page', () => {
  const inline = new Set<string>();
  for (const file of htmlFiles()) {
    const head = headOf(readSiteFile(file));
    // Module scripts are deferred; a classic <script src> would hold the first paint.
    expect(head, file).not.toMatch(/<script(?![^>]*type="module")[^>]*\ssrc=/);
    const scripts = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts, file).toHaveLength(1);
    inline.add(scripts[0]);
  }
  expect(inline.size).toBe(1);
});

test('the stylesheet, which the first paint waits for, is fetched first: the page script (a deferred module) at low priority', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priority = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ request }) => priority.set(new URL(request.url).pathname, request.initialPriority));
  for (const route of ['/', '/servicos/escrituras', '/duvidas']) {
    priority.clear();
    await page.goto(route);
    const of = (pattern: RegExp) => [...priority].find(([path]) => pattern.test(path))?.[1];
    expect(of(/^\/assets\/index-[\w-]+\.css$/), route).toBe('VeryHigh');
    expect(of(/^\/assets\/index-[\w-]+\.js$/), route).toBe('Low');
  }
});

test("the policy allows exactly that script by its hash, in the built _headers, public/_headers and nginx's config", () => {
  const code = /<head>[\s\S]*?<script>([\s\S]*?)<\/script>/.exec(readSiteFile('index.html'))![1];
  const hash = sha256(code);
  for (const file of [`${SITE_DIR}/_headers`, 'public/_headers', 'deploy/nginx.conf']) {
    const text = fs.readFileSync(file, 'utf8');
    expect(text, file).not.toContain('unsafe-inline\'; img-src \'self\' data:; connect-src \'self\';');
    expect(siteScriptSrc(text), file).toEqual([`'self' ${hash}`]);
  }
});

test('the inline script runs under the policy: the stored contrast applies before the page script, with no CSP report', async ({ page }) => {
  const problems = watchConsole(page);
  await page.addInitScript(() => localStorage.setItem('cartorio:contraste', 'alto'));
  // Hold the page script: whatever is set now was set by the inline boot script alone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts hold DOMContentLoaded: wait only for the document to arrive.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'alto');
  await expect(page.locator('html')).toHaveAttribute('data-js', /pending|failed/);
  release();
  await waitForHydration(page);
  expect(problems.filter((p) => /Content Security Policy|Refused to execute/i.test(p))).toEqual([]);
});

test('a tab opened in the background, which draws no frame, runs the page script at once', async ({ page }) => {
  await page.addInitScript(() => {
    // Hidden: no frame is drawn and no paint reported, so only the hidden-tab path can start the work.
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
    window.requestAnimationFrame = () => 0;
    window.PerformanceObserver = class { observe() {} disconnect() {} } as unknown as typeof PerformanceObserver;
  });
  await page.goto('/servicos/escrituras');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-after-load', 'done');
});

/**
 * Fixes the page's clock at `at` for the office status it fills in. Date alone: Playwright's page.clock
 * also replaces the performance timeline these tests read.
 */
async function fixDate(page: Page, at: Date): Promise<void> {
  await page.addInitScript((fixed) => {
    const RealDate = Date;
    globalThis.Date = class extends RealDate {
      constructor(...args: ConstructorParameters<DateConstructor>) {
        super(...((args.length ? args : [fixed]) as [number]));
      }

      static now() {
        return fixed;
      }
    } as DateConstructor;
  }, at.getTime());
}

/** Loads each route and checks that its first paint came before the page script's work, which moved nothing. */
async function nothingMovesAfterPaint(page: Page, routes: string[], at: Date): Promise<void> {
  await fixDate(page, at);
  for (const route of routes) {
    await page.goto(route);
    await waitForHydration(page);
    await page.locator('html[data-after-load="done"]').waitFor({ state: 'attached' });
    // The paint entry comes once the frame is presented, which on a busy machine can be after the
    // page script's deferred work has run; its paintTime still tells when the frame was drawn.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const { painted, enhanced } = await page.evaluate((mark) => ({
      // paintTime: when the frame was drawn, before the (slower) presentation that startTime reports.
      painted: (performance.getEntriesByName('first-contentful-paint')[0] as (PerformanceEntry & { paintTime?: number }) | undefined)?.paintTime,
      enhanced: performance.getEntriesByName(mark)[0]?.startTime,
    }), PAGE_ENHANCED_MARK);
    // The layout shifts from the moment the page script's deferred work started (e.g. FAQ answers
    // closing after they were drawn open). Earlier ones belong to the HTML arriving in pieces.
    const shifted = (await layoutShifts(page)).filter((e) => e.startTime >= (enhanced ?? 0)).reduce((sum, e) => sum + e.value, 0);
    expect(shifted, `${route} at ${at.toISOString()}`).toBe(0);
    expect(painted, route).toBeGreaterThan(0);
    expect(enhanced, route).toBeGreaterThan(painted!);
  }
}

test("the page script's work waits for the first paint, and nothing on the page moves when it runs", async ({ page }) => {
  // Friday morning in Belém: "Aberto agora · fecha às 16h".
  await nothingMovesAfterPaint(page, ['/', '/servicos/escrituras', '/duvidas', '/canais-oficiais', '/quando-fica-pronto'], belem('2026-11-27T10:00'));
});

test('an office status that takes two lines moves nothing either', async ({ page }) => {
  // Friday evening in Belém: "Fechado agora · abre segunda-feira às 8h", two lines in the home page's column.
  await nothingMovesAfterPaint(page, ['/', '/contato'], belem('2026-11-27T17:00'));
});

/**
 * A page drawn while its HTML is still arriving (a slow network, or the parser pausing) must not move when
 * the rest comes. A server of our own sends the home page in two parts, cut after the header's search box,
 * and sends the second only once the browser has drawn the first; the header's layout shifts are then
 * summed at three widths.
 */
test('a page drawn while its HTML is still arriving: the header does not move when the rest comes', async ({ page }) => {
  const html = readSiteFile('index.html');
  const cut = html.indexOf('<a class="header-phone"');
  expect(cut, 'the header has its phone link after the search box').toBeGreaterThan(0);
  const site = staticSiteHandler(SITE_DIR);
  let sendRest = () => {};
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (pathname === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, cut));
      // Once the page says it drew a frame (below), or after 5 s.
      const timer = setTimeout(() => sendRest(), 5000);
      sendRest = () => { clearTimeout(timer); sendRest = () => {}; res.end(html.slice(cut)); };
      return;
    }
    if (pathname === '/drawn') {
      res.writeHead(204).end();
      return sendRest();
    }
    site(req, res);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  // From the document's start: no frame is drawn until the stylesheet is in; the second animation frame
  // comes after the first was drawn. Then the page tells the server.
  await page.addInitScript(() => {
    requestAnimationFrame(() => requestAnimationFrame((time) => {
      (window as unknown as { drawnAt: number }).drawnAt = time;
      void fetch('/drawn');
    }));
  });
  try {
    for (const width of [375, 800, 1280]) {
      await page.setViewportSize({ width, height: 720 });
      await page.goto(`http://127.0.0.1:${port}/`);
      const drawnEarly = await page.evaluate(() =>
        (window as unknown as { drawnAt?: number }).drawnAt! < (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd);
      const headerShift = (await layoutShifts(page, '.site-header')).filter((e) => e.inRegion).reduce((sum, e) => sum + e.value, 0);
      expect(drawnEarly, `${width} px: the browser drew the page before the rest of its HTML arrived`).toBe(true);
      expect(headerShift, `${width} px: layout shift in the header`).toBe(0);
    }
  } finally {
    server.close();
  }
});
