/**
 * Site search as a visitor uses it: the header box (ARIA combobox, results as you type, keyboard,
 * shortcuts), the shareable /busca?q= page, and the budget rule that the index is only downloaded
 * once the search is used.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './helpers';

const INDEX = /\/search-index\.json$/;

async function openHome(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
}

const box = (page: Page) => page.locator('#busca');
const listbox = (page: Page) => page.getByRole('listbox');
const options = (page: Page) => page.getByRole('option');

test.describe('header search box', () => {
  test('lists the civil-registry certificate page first for "certidao de nascimento"', async ({ page }) => {
    const problems = watchConsole(page);
    await openHome(page);
    await box(page).pressSequentially('certidao de nascimento');
    await expect(box(page)).toHaveAttribute('role', 'combobox');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(box(page)).toHaveAttribute('aria-controls', await listbox(page).getAttribute('id') ?? 'missing');
    await expect(options(page).first()).toContainText('Certidões de Registro Civil');
    // The matched words are highlighted as <mark> elements.
    await expect(options(page).first().locator('mark').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('ArrowDown then Enter opens the active result', async ({ page }) => {
    await openHome(page);
    await box(page).pressSequentially('procuracao');
    await expect(options(page).first()).toContainText('Procurações');
    await box(page).press('ArrowDown');
    const first = options(page).first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/servicos\/procuracoes(#[\w-]+)?$/);
    await expect(page.locator('main h1')).toHaveText('Procurações');
  });

  test('Escape closes the list, a second Escape clears the box', async ({ page }) => {
    await openHome(page);
    await box(page).pressSequentially('testamento');
    await expect(listbox(page)).toBeVisible();
    await box(page).press('Escape');
    await expect(listbox(page)).toBeHidden();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(box(page)).toHaveValue('testamento');
    await box(page).press('Escape');
    await expect(box(page)).toHaveValue('');
  });

  test('Enter without choosing a result goes to /busca?q=…', async ({ page }) => {
    await openHome(page);
    await box(page).pressSequentially('reconhecer firma');
    await expect(listbox(page)).toBeVisible();
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=reconhecer(%20|\+)firma$/);
    await expect(page.locator('[data-search-results] a').first()).toHaveAttribute('href', /^\/servicos\/reconhecimento-firma/);
  });

  test('Ctrl+K and "/" focus the box, but not while typing in another field', async ({ page }) => {
    await page.goto('/contato');
    await waitForHydration(page);
    await page.locator('main h1').click();
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
    await page.locator('main h1').click();
    await page.keyboard.press('/');
    await expect(box(page)).toBeFocused();
    await expect(box(page)).toHaveValue('');
    const name = page.locator('input[name="nome"]');
    await name.click();
    await page.keyboard.type('a/b');
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('a/b');
  });

  test('a query that finds nothing says so and offers the FAQ and the contact page', async ({ page }) => {
    await openHome(page);
    await box(page).pressSequentially('xyzwq kkkk');
    const popup = page.locator('.search-popup');
    await expect(popup).toContainText('Nenhum resultado');
    await expect(popup.getByRole('link', { name: /dúvidas/i })).toHaveAttribute('href', '/duvidas');
    await expect(popup.getByRole('link', { name: /cartório/i })).toHaveAttribute('href', '/contato');
  });

  test('a query with HTML is shown as text, never run', async ({ page }) => {
    let dialog = false;
    page.on('dialog', (d) => {
      dialog = true;
      void d.dismiss();
    });
    await openHome(page);
    const attack = '<img src=x onerror=alert(1)>';
    await box(page).fill(attack);
    const popup = page.locator('.search-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(attack);
    await expect(page.locator('header img')).toHaveCount(0);
    await page.goto(`/busca?q=${encodeURIComponent(attack)}`);
    await waitForHydration(page);
    await expect(page.getByRole('status').filter({ hasText: attack })).toBeVisible();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(dialog).toBe(false);
  });
});

test.describe('index download', () => {
  test('the index is not requested until the search is used', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => {
      if (INDEX.test(new URL(r.url()).pathname)) requested.push(r.url());
    });
    await openHome(page);
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 2000);
    await page.getByRole('link', { name: 'O Cartório' }).first().click();
    await expect(page).toHaveURL(/\/cartorio$/);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    const indexRequest = page.waitForRequest((r) => INDEX.test(new URL(r.url()).pathname));
    await box(page).focus();
    await indexRequest;
  });
});

test.describe('/busca page', () => {
  test('/busca?q=procuracao renders ranked links to page sections', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/busca?q=procuracao');
    await waitForHydration(page);
    const links = page.locator('[data-search-results] a');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.some((h) => /^\/servicos\/procuracoes(#|$)/.test(h))).toBe(true);
    expect(hrefs[0]).toMatch(/^\/servicos\/procuracoes(#|$)/);
    await expect(page.getByRole('status').filter({ hasText: /\d+ resultados? para “procuracao”/ })).toBeVisible();
    await expect(page.locator('#busca-pagina')).toHaveValue('procuracao');
    expect(problems).toEqual([]);
  });

  test('the prerendered page has the form and an empty results container', async ({ request }) => {
    const html = await (await request.get('/busca/')).text();
    expect(html).toMatch(/<div data-search-results="">\s*<\/div>/);
    expect(html).toContain('action="/busca"');
  });

  test('a new search from the page form updates the address and the results', async ({ page }) => {
    await page.goto('/busca?q=procuracao');
    await waitForHydration(page);
    await page.locator('#busca-pagina').fill('apostila de haia');
    await page.locator('#busca-pagina').press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=apostila(%20|\+)de(%20|\+)haia$/);
    await expect(page.locator('[data-search-results] a').first()).toHaveAttribute('href', /^\/servicos\/apostilamento/);
  });

  test('without JavaScript the header box still submits to /busca', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('#busca').fill('testamento');
    await page.locator('#busca').press('Enter');
    await expect(page).toHaveURL(/\/busca\/?\?q=testamento$/);
    await expect(page.locator('main h1')).toHaveText('Buscar no site');
    await context.close();
  });

  test('every section anchor in the index exists on its page', async ({ request }) => {
    const index = (await (await request.get('/search-index.json')).json()) as { p: [string][]; r: [number, string, string, string][] };
    const pages = new Map<string, string>();
    for (const [pageIndex, , anchor] of index.r) {
      if (!anchor) continue;
      const route = index.p[pageIndex][0];
      if (!pages.has(route)) pages.set(route, await (await request.get(route === '/' ? '/' : `${route}/`)).text());
      expect(pages.get(route), `${route}#${anchor}`).toContain(` id="${anchor}"`);
    }
    expect(pages.size).toBeGreaterThan(10);
  });
});
