/**
 * Size budgets of the production build (deterministic: gzip level 9 of the built files) and what each
 * route loads before any interaction, counted from what the HTML names and, in the browser, from every
 * script each route downloads on a cold cache (after-load work included), plus a browser check that the
 * home page really loads only that.
 * Budgets (DESIGN.md, islands runtime, issue #18): JavaScript before any interaction ≤ 15 KB gzip on every
 * route but /busca (/contato included: its form hydrates on first use), ≤ 80 KB on /busca; CSS a route loads ≤ 30 KB gzip; each route's
 * HTML ≤ 60 KB gzip. 1 KB = 1000 bytes. `npm run bench` prints the figures.
 */
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {
  gzipSize, initialResources, NOT_FOUND_PATH, readSiteFile, routeFile, SITE_DIR, sitemapRoutes, staticImportClosure, waitForHydration,
} from './helpers';

// What loads after `load` includes the service worker and what it saves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const KB = 1000;
const BUDGET = { contentJs: 15 * KB, islandJs: 80 * KB, routeCss: 30 * KB, routeHtml: 60 * KB };
// /busca renders the URL's results as it loads; /contato's form loads its code on first use (so it is a
// content route here: ≤ 15 KB, no React, until the visitor touches the form).
const ISLAND_ROUTES: Record<string, string> = { '/busca': 'search-results' };
const ROUTES = sitemapRoutes();
const fileOf = (route: string) => (route === NOT_FOUND_PATH ? '404.html' : routeFile(route));
const sizeOf = (files: string[]) => files.reduce((sum, f) => sum + gzipSize(fs.readFileSync(path.join(SITE_DIR, f))), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** JavaScript a page runs before any interaction: its scripts, modulepreloads and their static imports. */
function initialJs(html: string): string[] {
  const { scripts, modulepreloads } = initialResources(html);
  return staticImportClosure([...scripts, ...modulepreloads]);
}

/** Built chunk of each island (Vite's manifest: src/islands/entries/<name>.tsx). */
function islandChunks(): Map<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(SITE_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return new Map(Object.entries(manifest).flatMap(([src, chunk]) => {
    const name = /^src\/islands\/entries\/(.+)\.tsx$/.exec(src)?.[1];
    return name ? [[name, `/${chunk.file}`]] : [];
  }));
}

test(`JavaScript before any interaction: ≤ ${kb(BUDGET.contentJs)} gzip on every route but /busca (≤ ${kb(BUDGET.islandJs)})`, () => {
  const problems: string[] = [];
  for (const route of [...ROUTES, NOT_FOUND_PATH, '/busca']) {
    const files = initialJs(readSiteFile(fileOf(route)));
    const total = sizeOf(files);
    const budget = route in ISLAND_ROUTES ? BUDGET.islandJs : BUDGET.contentJs;
    if (!files.length) problems.push(`${route}: loads no script at all`);
    if (total > budget) problems.push(`${route}: ${kb(total)} gzip (budget ${kb(budget)}): ${files.join(', ')}`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test.describe('counted on the network', () => {
  // One visitor's first visit to each route: the worker's own precache is not what the page asked for.
  test.use({ serviceWorkers: 'block' });

  test(`every script a route downloads before any interaction, after-load work included, fits its budget`, async ({ page, context }) => {
    test.setTimeout(90_000);
    const cdp = await context.newCDPSession(page);
    // A cold cache on every route: each one is measured as a first visit, not as the next page of a visit.
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let downloaded: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') downloaded.push(new URL(response.url()).pathname);
    });
    const problems: string[] = [];
    for (const route of [...ROUTES, NOT_FOUND_PATH, '/busca']) {
      downloaded = [];
      await page.goto(route);
      // The page script marks the end of its after-load work (src/islands/page/main.ts); /busca's results hydrate as it loads.
      await page.locator('html[data-after-load="done"]').waitFor({ state: 'attached' });
      if (route in ISLAND_ROUTES) await waitForHydration(page);
      const files = [...new Set(downloaded)];
      const total = sizeOf(files);
      const budget = route in ISLAND_ROUTES ? BUDGET.islandJs : BUDGET.contentJs;
      if (total > budget) problems.push(`${route}: ${kb(total)} gzip downloaded (budget ${kb(budget)}): ${files.join(', ')}`);
      if (!(route in ISLAND_ROUTES) && files.some((f) => /react/.test(f))) problems.push(`${route}: downloads React (${files.join(', ')})`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

test(`every route: HTML ≤ ${kb(BUDGET.routeHtml)} and CSS ≤ ${kb(BUDGET.routeCss)} gzip`, () => {
  const problems: string[] = [];
  for (const route of [...ROUTES, NOT_FOUND_PATH]) {
    const html = readSiteFile(fileOf(route));
    const htmlSize = gzipSize(html);
    const css = sizeOf(initialResources(html).stylesheets);
    if (htmlSize > BUDGET.routeHtml) problems.push(`${route}: HTML ${kb(htmlSize)} gzip`);
    if (css > BUDGET.routeCss) problems.push(`${route}: CSS ${kb(css)} gzip`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('a route preloads the code of its own islands only; content routes load no island and no React', () => {
  const islands = islandChunks();
  expect([...islands.keys()].sort()).toEqual(['contact-form', 'header-search', 'search-results']);
  const problems: string[] = [];
  for (const route of [...ROUTES, NOT_FOUND_PATH, '/busca']) {
    const loaded = initialJs(readSiteFile(fileOf(route)));
    const own = ISLAND_ROUTES[route];
    const loadedIslands = [...islands].filter(([, file]) => loaded.includes(file)).map(([name]) => name);
    if (JSON.stringify(loadedIslands) !== JSON.stringify(own ? [own] : [])) problems.push(`${route}: loads islands ${JSON.stringify(loadedIslands)}`);
    // React DOM alone is some 60 KB gzip: a content route that loads it has shipped React.
    if (!own && loaded.some((f) => /react/.test(f))) problems.push(`${route}: loads React (${loaded.join(', ')})`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('in the browser the home page loads exactly that JavaScript, and no search index, before any interaction', async ({ page }) => {
  const requested: string[] = [];
  // What src/islands/page/after-load.ts does (open-now status, reading offline, print buttons) starts only after
  // the `load` event, as the issue allows for the service worker: that chunk, /sw.js and the copy of the
  // landing page the worker saves are not what the page needs to become interactive. They are left out
  // of the list, and must not come before `load`.
  const initial = initialJs(readSiteFile('index.html'));
  const viteManifest = JSON.parse(readSiteFile('.vite/manifest.json')) as Record<string, { file: string }>;
  const offlineModule = `/${viteManifest['src/islands/page/after-load.ts'].file}`;
  const offlineFiles = new Set([...staticImportClosure([offlineModule]), '/sw.js', '/']);
  const offlineRequested = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The speculation rules (a host header) are the browser's own hints, not page code.
    if (url.pathname === '/speculation-rules.json') return;
    if (!['script', 'fetch', 'xhr'].includes(request.resourceType()) && !/\.(js|json)$/.test(url.pathname)) return;
    if (offlineFiles.has(url.pathname) && !initial.includes(url.pathname)) {
      offlineRequested.add(request.url());
      return;
    }
    requested.push(url.pathname);
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect([...new Set(requested)].sort()).toEqual(initial.sort());
  const offlineBeforeLoad = await page.evaluate((urls) => {
    const load = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return urls.filter((u) => performance.getEntriesByName(u, 'resource').some((e) => e.startTime < load.loadEventStart));
  }, [...offlineRequested]);
  expect([...offlineRequested].map((u) => new URL(u).pathname)).toContain(offlineModule);
  expect(offlineBeforeLoad).toEqual([]);
});
