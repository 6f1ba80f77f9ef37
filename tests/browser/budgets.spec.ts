/**
 * Size budgets of the production build (deterministic: gzip level 9 of the built files) and
 * per-route code splitting, plus a browser check that the home page really loads only that.
 * Budgets (DESIGN.md): home JavaScript before any interaction ≤ 100 KB gzip; CSS a route loads
 * ≤ 30 KB gzip; each route's HTML ≤ 60 KB gzip. 1 KB = 1000 bytes.
 */
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {
  gzipSize, initialResources, NOT_FOUND_PATH, readSiteFile, routeFile, SITE_DIR, sitemapRoutes, staticImportClosure, waitForHydration,
} from './helpers';

const KB = 1000;
const BUDGET = { homeJs: 100 * KB, routeCss: 30 * KB, routeHtml: 60 * KB };
const ROUTES = sitemapRoutes();
const fileOf = (route: string) => (route === NOT_FOUND_PATH ? '404.html' : routeFile(route));
const sizeOf = (files: string[]) => files.reduce((sum, f) => sum + gzipSize(fs.readFileSync(path.join(SITE_DIR, f))), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** JavaScript a page runs before any interaction: its scripts, modulepreloads and their static imports. */
function initialJs(html: string): string[] {
  const { scripts, modulepreloads } = initialResources(html);
  return staticImportClosure([...scripts, ...modulepreloads]);
}

/** Content chunks (one per MDX page) from Vite's manifest: source file → built file. */
function contentChunks(): Map<string, string> {
  const manifestFile = path.join(SITE_DIR, '.vite/manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; src?: string }>;
  return new Map(Object.entries(manifest).filter(([src]) => src.startsWith('content/')).map(([src, chunk]) => [src, `/${chunk.file}`]));
}

test(`home page JavaScript before any interaction ≤ ${kb(BUDGET.homeJs)} gzip`, () => {
  const files = initialJs(readSiteFile('index.html'));
  const total = sizeOf(files);
  expect(files.length).toBeGreaterThan(0);
  expect(total, `home loads ${kb(total)} gzip of JavaScript: ${files.join(', ')}`).toBeLessThanOrEqual(BUDGET.homeJs);
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

test('each route preloads its own content chunk and no other page’s (/servicos/escrituras included)', () => {
  const chunks = contentChunks();
  const pageChunks = new Set(chunks.values());
  expect(pageChunks.size).toBeGreaterThan(20);
  const problems: string[] = [];
  const check = (route: string) => {
    const html = readSiteFile(fileOf(route));
    const own = chunks.get(/data-page="([^"]+)"/.exec(html)?.[1] ?? '');
    const loaded = initialJs(html).filter((f) => pageChunks.has(f));
    if (!own || JSON.stringify(loaded) !== JSON.stringify([own])) problems.push(`${route}: loads page chunks ${JSON.stringify(loaded)}, expected only ${own}`);
  };
  check('/servicos/escrituras');
  expect(problems, problems.join('\n')).toEqual([]);
  ROUTES.forEach(check);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('in the browser the home page loads exactly that JavaScript, and no search index, before any interaction', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['script', 'fetch', 'xhr'].includes(request.resourceType()) || /\.(js|json)$/.test(url.pathname)) requested.push(url.pathname);
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect([...new Set(requested)].sort()).toEqual(initialJs(readSiteFile('index.html')).sort());
});
