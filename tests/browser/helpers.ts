import type { ConsoleMessage, Page } from '@playwright/test';
import fs from 'node:fs';

/** Every route the build wrote, read from dist/sitemap.xml (the source of truth for what exists). */
export const SITE_DIR = process.env.SITE_DIR ?? 'dist';

export function sitemapRoutes(): string[] {
  const xml = fs.readFileSync(`${SITE_DIR}/sitemap.xml`, 'utf8');
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
}

/**
 * Collects console errors and warnings (hydration mismatches included) and page errors.
 * The browser's own log line for a document answered with 404 is expected on not-found URLs.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    const documentNotFound = msg.text().includes('404') && msg.location().url === page.url();
    if (!documentNotFound) problems.push(`${msg.type()}: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Resolves once React has hydrated (the layout marks <html data-hydrated="true">). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
