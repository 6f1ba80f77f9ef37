import type { ConsoleMessage, Page } from '@playwright/test';
import fs from 'node:fs';

/** Every route the build wrote, read from dist/sitemap.xml (the source of truth for what exists). */
export function sitemapRoutes(): string[] {
  const xml = fs.readFileSync('dist/sitemap.xml', 'utf8');
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
}

/** Collects console errors and warnings (hydration mismatches included) and page errors. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Resolves once React has hydrated (the layout marks <html data-hydrated="true">). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
