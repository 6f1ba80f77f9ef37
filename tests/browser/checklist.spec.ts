/**
 * Document checklists on service pages: the "Enviar lista pelo WhatsApp" link under the documents works
 * without JavaScript and carries the service, every document and the page's address; printing drops the
 * site's frame and prints the documents as boxes to tick, the deadlines, the office's address and hours
 * and the page's address.
 */
import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import YAML from 'yaml';
import { officeAddress, officeHours } from '../../src/shared/content/facts';
import type { Office } from '../../src/shared/content/schema';
import { sitemapRoutes, startInHighContrast, waitForHydration, watchConsole } from './helpers';

const office = YAML.parse(fs.readFileSync('content/office.yml', 'utf8')) as Office;
const WHATSAPP_PREFIX = 'https://wa.me/?text=';
const serviceRoutes = sitemapRoutes().filter((r) => /^\/servicos\/[^/]+$/.test(r));

/** The documents section (its h2 is #documentos) and the checklist link inside it. */
const documentsSection = (page: Page) => page.locator('section', { has: page.locator('h2#documentos') });
const whatsappLink = (page: Page) => documentsSection(page).locator(`a[href^="${WHATSAPP_PREFIX}"]`);

/** The text the chat opens with. */
async function decodedText(link: Locator): Promise<string> {
  const href = (await link.getAttribute('href'))!;
  expect(href.startsWith(WHATSAPP_PREFIX)).toBe(true);
  return decodeURIComponent(href.slice(WHATSAPP_PREFIX.length));
}

/** Documents as the page lists them: group title and items, with the visible text. */
async function documentsOnPage(page: Page): Promise<{ group: string; items: string[] }[]> {
  return documentsSection(page).locator('.doc-group').evaluateAll((groups) =>
    groups.map((g) => ({
      group: g.querySelector('h3')!.textContent!.trim(),
      // What the eye reads: a link's "(abre em nova aba)" is said to screen readers only.
      items: [...g.querySelectorAll('li')].map((li) => {
        const seen = li.cloneNode(true) as HTMLElement;
        seen.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
        return seen.textContent!.replace(/\s+/g, ' ').trim();
      }),
    })),
  );
}

/** Checks one service page's link: place, attributes and the message (service, each document, address). */
async function expectChecklistLink(page: Page, route: string): Promise<void> {
  const link = whatsappLink(page);
  await expect(link, route).toHaveCount(1);
  await expect(link).toBeVisible();
  await expect(link).toContainText('Enviar lista pelo WhatsApp');
  await expect(link).toHaveAttribute('target', '_blank');
  expect((await link.getAttribute('rel'))!.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  await expect(link.locator('.sr-only')).toHaveText('(abre em nova aba)');
  // Under the list: after the last group of documents.
  const follows = await link.evaluate((a) => {
    const groups = a.closest('section')!.querySelectorAll('.doc-group');
    return groups.length > 0 && Boolean(groups[groups.length - 1].compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(follows, `${route}: the link comes after the documents`).toBe(true);

  const text = await decodedText(link);
  const lines = text.split('\n');
  const service = (await page.locator('h1').textContent())!.trim();
  expect(lines[0], route).toBe(`*${service}*`);
  const groups = await documentsOnPage(page);
  expect(groups.length).toBeGreaterThan(0);
  for (const { group, items } of groups) {
    const start = lines.indexOf(`*${group}*`);
    expect(start, `${route}: group "${group}" in the message`).toBeGreaterThan(0);
    // The group's documents, in the page's order, one a line with an empty box.
    expect(lines.slice(start + 1, start + 1 + items.length), route).toEqual(items.map((i) => `☐ ${i}`));
  }
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toBe(`${office.siteUrl}${route}`);
  expect(lines.at(-1), `${route}: the page's address ends the message`).toBe(canonical);
}

test.describe('checklist link without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ['/servicos/escrituras', '/servicos/registro-civil']) {
    test(`${route}: "Enviar lista pelo WhatsApp" under the documents, with the service, each document and the address`, async ({ page }) => {
      await page.goto(route);
      await expectChecklistLink(page, route);
      // The print button needs scripts: without them it is not offered.
      await expect(page.getByRole('button', { name: 'Imprimir lista' })).toHaveCount(0);
      await expect(page.locator('button[data-print-page]')).toBeHidden();
      // The print-only block stays off the screen.
      await expect(page.locator('.print-only')).toBeHidden();
    });
  }

  test('every service page with a documents list has the link; the one without is the page under construction', async ({ page }) => {
    expect(serviceRoutes.length).toBeGreaterThan(10);
    const withoutDocuments: string[] = [];
    for (const route of serviceRoutes) {
      await page.goto(route);
      if ((await page.locator('h2#documentos').count()) === 0) {
        withoutDocuments.push(route);
        await expect(page.getByRole('heading', { name: 'Página em construção' }), `${route} has no documents list`).toBeVisible();
        await expect(page.locator(`a[href^="${WHATSAPP_PREFIX}"]`)).toHaveCount(0);
        continue;
      }
      await expectChecklistLink(page, route);
    }
    expect(withoutDocuments).toEqual(['/servicos/apostilamento']);
  });
});

/** Visible in print: the box each document item shows before its text. */
const boxOf = (item: Locator) => item.evaluate((li) => getComputedStyle(li, '::before').content);

test.describe('printing a service page', () => {
  test('drops the frame and prints name, summary, documents as boxes, deadlines, address, hours and page address', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/servicos/escrituras');
    await waitForHydration(page);
    const details = page.locator('.print-only');
    await expect(details).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    for (const frame of ['.skip-links', '.site-header', '.site-footer', '.breadcrumbs', '.cta']) {
      await expect(page.locator(frame), frame).toBeHidden();
    }
    for (const nav of await page.locator('nav').all()) await expect(nav).toBeHidden();
    for (const button of await page.locator('button').all()) await expect(button).toBeHidden();
    for (const buttonLink of await page.locator('a.button').all()) await expect(buttonLink).toBeHidden();

    await expect(page.locator('h1')).toHaveText('Escrituras Públicas');
    await expect(page.locator('.hero__lead')).toBeVisible();
    // The at-a-glance summary (deadline, prices, booking, department) stays on the paper.
    await expect(page.locator('section', { has: page.locator('h2#resumo') })).toBeVisible();
    const items = documentsSection(page).locator('.doc-group li');
    expect(await items.count()).toBeGreaterThan(5);
    for (const item of await items.all()) {
      await expect(item).toBeVisible();
      expect(await boxOf(item)).toBe('"☐"');
    }
    await expect(page.locator('section', { has: page.locator('h2#prazos') })).toBeVisible();
    await expect(page.locator('section', { has: page.locator('h2#prazos') }).locator('li').first()).toBeVisible();
    // Sections that make the sheet long without helping to gather the documents stay off the paper.
    await expect(page.locator('section', { has: page.locator('h2#tipos') })).toBeHidden();
    await expect(page.locator('section', { has: page.locator('h2#como-funciona') })).toBeHidden();

    await expect(details).toBeVisible();
    await expect(details).toContainText(officeAddress(office));
    await expect(details).toContainText(officeHours(office));
    await expect(details).toContainText(`${office.siteUrl}/servicos/escrituras`);

    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
    expect(problems).toEqual([]);
  });

  test('in high-contrast mode the sheet is still black on white', async ({ page }) => {
    await startInHighContrast(page);
    await page.goto('/servicos/registro-civil');
    await page.emulateMedia({ media: 'print' });
    const colours = await page.locator('h1').evaluate((h1) => ({ text: getComputedStyle(h1).color, page: getComputedStyle(document.body).backgroundColor }));
    expect(colours).toEqual({ text: 'rgb(0, 0, 0)', page: 'rgb(255, 255, 255)' });
  });

  test('"Imprimir lista" is offered with JavaScript and opens the print dialog', async ({ page }) => {
    await page.addInitScript(() => {
      window.print = () => document.documentElement.setAttribute('data-test-printed', 'true');
    });
    await page.goto('/servicos/escrituras');
    await waitForHydration(page);
    const button = documentsSection(page).getByRole('button', { name: 'Imprimir lista' });
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.locator('html')).toHaveAttribute('data-test-printed', 'true');
  });
});

test.describe('printing other pages', () => {
  test('the home page and the FAQ print without header, menu or footer; every FAQ answer prints', async ({ page }) => {
    for (const route of ['/', '/duvidas']) {
      await page.goto(route);
      await waitForHydration(page);
      await page.emulateMedia({ media: 'print' });
      for (const frame of ['.site-header', '.site-footer', '.skip-links']) await expect(page.locator(frame), `${route} ${frame}`).toBeHidden();
      await expect(page.locator('main h1')).toBeVisible();
      await page.emulateMedia({ media: 'screen' });
    }
    // On screen the answers are closed after loading; on paper every one shows, with its question.
    const answers = page.locator('.faq-item__answer');
    await expect(answers.first()).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    expect(await answers.count()).toBeGreaterThan(5);
    for (const answer of await answers.all()) await expect(answer).toBeVisible();
    await expect(page.locator('.faq-item__toggle').first()).toBeVisible();
  });
});
