/**
 * "Atualizado em": every content page (each sitemap route) says once, at the end of its main content,
 * when its content last changed, as a machine-readable <time>; the sitemap's lastmod and the page's
 * JSON-LD dateModified carry the same day. Pages that are not content (not found, search) do not.
 */
import { expect, test, type Page } from '@playwright/test';
import { all, builtPage, jsonLdOf, one, saying, textOf } from './built-page';
import { NOT_FOUND_PATH, readSiteFile, sitemapRoutes } from './helpers';

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** "2026-11-20" → "20 de novembro de 2026", written out independently of the site's formatter. */
function inPortuguese(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} de ${MONTHS[month - 1]} de ${year}`;
}

/** True for a real calendar day written YYYY-MM-DD. */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** The latest calendar day anywhere on Earth right now (UTC+14): no page may be dated after it. */
const latestToday = () => new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);

/** Route → lastmod, read from the built sitemap.xml. */
function sitemapLastmod(): Record<string, string | undefined> {
  const xml = readSiteFile('sitemap.xml');
  return Object.fromEntries(
    [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, entry]) => [
      /<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/.exec(entry)![1],
      /<lastmod>([^<]*)<\/lastmod>/.exec(entry)?.[1],
    ]),
  );
}

/** Every dateModified in a page's JSON-LD blocks, parsed. */
const datesModified = (blocks: Record<string, unknown>[]) => blocks.flatMap((d) => (typeof d.dateModified === 'string' ? [d.dateModified] : []));

/** The JSON-LD blocks of the page open in the browser, parsed. */
const jsonLdIn = async (page: Page) => (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b) as Record<string, unknown>);

test.describe('"Atualizado em" on every content page', () => {
  const routes = sitemapRoutes();
  const lastmod = sitemapLastmod();

  test('the sitemap lists content pages, each with a lastmod day', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes).toEqual(expect.arrayContaining(['/', '/duvidas', '/noticias', '/servicos/escrituras']));
    for (const route of routes) expect(isCalendarDay(lastmod[route] ?? ''), `${route} lastmod "${lastmod[route]}"`).toBe(true);
  });

  // Read from the built HTML: the date is in the page itself, for every visitor, scripts or not.
  test('every content page shows once when it was last updated, as in the sitemap and the JSON-LD', () => {
    for (const route of routes) {
      const page = builtPage(route);
      const updated = saying(/Atualizado em/, one('main', page));
      expect(updated, route).toHaveLength(1);
      expect(saying(/Atualizado em/, page), route).toHaveLength(1);

      const time = all('time', updated[0]);
      expect(time, route).toHaveLength(1);
      const datetime = String(time[0].properties.dateTime ?? '');
      expect(isCalendarDay(datetime), `${route} datetime "${datetime}"`).toBe(true);
      expect(datetime <= latestToday(), `${route}: ${datetime} is in the future`).toBe(true);
      expect(textOf(time[0]), route).toBe(inPortuguese(datetime));
      expect(textOf(updated[0]), route).toBe(`Atualizado em ${inPortuguese(datetime)}`);

      expect(lastmod[route], `${route} sitemap lastmod`).toBe(datetime);
      expect(datesModified(jsonLdOf(page)), `${route} JSON-LD dateModified`).toEqual([datetime]);
    }
  });

  // Whether it shows is up to the stylesheet: one page of each layout (and the pages with blocks of their
  // own), in a browser without JavaScript.
  test.use({ javaScriptEnabled: false });
  test('the date shows in the main content of every layout', async ({ page }) => {
    const news = routes.find((r) => r.startsWith('/noticias/'))!;
    for (const route of ['/', '/servicos/escrituras', '/servicos', '/duvidas', '/emolumentos', '/contato', news]) {
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('main').getByText(/Atualizado em/), route).toBeVisible();
    }
  });
});

test.describe('"Atualizado em" where it does not belong', () => {
  for (const route of [NOT_FOUND_PATH, '/busca']) {
    test(`${route} shows no update date`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page.getByText(/Atualizado em/)).toHaveCount(0);
      expect(datesModified(await jsonLdIn(page))).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a news item shows both its publication day and when it was last updated', async ({ page }) => {
    const route = sitemapRoutes().find((r) => r.startsWith('/noticias/'))!;
    await page.goto(route);
    await expect(page.getByText(/Publicado em/)).toHaveCount(1);
    const time = page.getByText(/Atualizado em/).locator('time');
    await expect(time).toHaveText(inPortuguese((await time.getAttribute('datetime'))!));
  });
});
