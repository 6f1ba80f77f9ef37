/**
 * Static pages with islands: what a visitor notices when scripts fail, arrive late or meet odd input.
 * Each test is one of the failures found on the old single-page runtime, tried as a visitor would.
 */
import { expect, test, type Page } from '@playwright/test';
import { holdRequests, watchConsole, waitForHydration } from './helpers';

const PHONE = { width: 390, height: 760 };
const ISLAND = (name: string) => `[data-island="${name}"]`;

/** Visible text of <main>, as a reader sees it. */
const mainText = (page: Page) => page.locator('main').innerText();

test.describe('a script that fails never hides the page', () => {
  test('the search code failing to download leaves the page whole, and the box still searches', async ({ page }) => {
    await page.route(/\/assets\/(header-search|engine|query-limit)-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/servicos/escrituras');
    await waitForHydration(page);
    // What the page shows on its own first settles (the print button appears after load).
    await page.locator('html[data-after-load="done"]').waitFor({ state: 'attached' });
    const before = await mainText(page);
    await page.locator('#busca').fill('certidao de nascimento');
    await expect(page.locator(ISLAND('header-search'))).toHaveAttribute('data-island-state', 'failed');
    expect(await mainText(page)).toBe(before);
    await expect(page.locator('main h1')).toHaveText('Escrituras Públicas');
    // The box is a plain form: Enter still takes the visitor to the results page.
    await page.locator('#busca').press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=certidao\+de\+nascimento$/);
  });

  test('/duvidas with its scripts failing shows every answer, as without JavaScript', async ({ page, browser }) => {
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await plain.newPage();
    await noJs.goto('/duvidas');
    const withoutJs = await mainText(noJs);
    await plain.close();

    // The boot script ran (it marks the answers to be closed), then the page script fails.
    await page.route(/\/assets\/(?!boot-).*\.js$/, (route) => route.abort('failed'));
    await page.goto('/duvidas');
    await expect(page.locator('html')).toHaveAttribute('data-js', 'failed');
    expect(await mainText(page)).toBe(withoutJs);
    const answers = page.locator('.faq-item__answer');
    expect(await answers.count()).toBeGreaterThanOrEqual(12);
    for (const answer of await answers.all()) await expect(answer).toBeVisible();
  });

  test('/duvidas with its script late: answers closed from the first paint, then working toggles', async ({ page }) => {
    const release = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto('/duvidas', { waitUntil: 'commit' });
    const first = page.locator('.faq-item__answer').first();
    await expect(page.locator('main h1')).toHaveText('Dúvidas Frequentes');
    await expect(first).toBeHidden();
    release();
    await waitForHydration(page);
    const button = page.locator('.faq-item__toggle').first();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toBeVisible();
  });

  test('an island that fails to download leaves its HTML usable, says why, and the other islands work', async ({ page }) => {
    await page.route(/\/assets\/contact-form-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/contato');
    // The form's code is asked for on first use: the visitor starts typing.
    await page.getByLabel('Nome completo').fill('Maria da Silva');
    await expect(page.locator(ISLAND('contact-form'))).toHaveAttribute('data-island-state', 'failed');
    // Fields still take text, and the visitor is told where else to write.
    await expect(page.getByLabel('Nome completo')).toHaveValue('Maria da Silva');
    await expect(page.getByText('O formulário não funciona neste navegador agora')).toBeVisible();
    await expect(page.locator('section.departments a[href^="https://wa.me/"]').first()).toBeVisible();
    // The header search, another island, still starts and suggests.
    await page.locator('#busca').fill('procuracao');
    await expect(page.locator('#busca-sugestoes [role="option"]').first()).toBeVisible();
  });

  test('an island that throws is put back as it was in the HTML, with what was typed, and the page stays', async ({ page }) => {
    const problems = watchConsole(page);
    // The visitor types while the island's code is on its way; the code then throws as it renders.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/contact-form-[^/]+\.js$/, async (route) => {
      await held;
      await route.fulfill({ contentType: 'text/javascript', body: 'export default function Broken() { throw new Error("quebrou"); }' });
    });
    await page.goto('/contato', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Nome completo').fill('João Souza');
    await page.getByLabel('Mensagem', { exact: true }).click();
    await page.keyboard.type('Bom dia');
    release();
    await expect(page.locator(ISLAND('contact-form'))).toHaveAttribute('data-island-state', 'failed');
    await expect(page.getByLabel('Nome completo')).toHaveValue('João Souza');
    // The field being typed in keeps the focus: the next keys still land in it.
    await page.keyboard.type(', obrigado');
    await expect(page.getByLabel('Mensagem', { exact: true })).toHaveValue('Bom dia, obrigado');
    await expect(page.getByLabel('Mensagem', { exact: true })).toBeVisible();
    await expect(page.getByText('O formulário não funciona neste navegador agora')).toBeVisible();
    await expect(page.locator('main h1')).toHaveText('Contato');
    await expect(page.locator('section.departments > ul > li')).toHaveCount(6);
    // Reported to the console (for whoever debugs it), never to the visitor as a blank page.
    expect(problems.join('\n')).toContain('quebrou');
  });
});

test.describe('input typed before the page is interactive', () => {
  test('/contato: the five fields typed before the form hydrates are kept, and the form uses them', async ({ page }) => {
    // A slow phone: the form's code arrives after the visitor has typed everything.
    const release = await holdRequests(page, /\/assets\/contact-form-[^/]+\.js$/);
    await page.goto('/contato', { waitUntil: 'domcontentloaded' });
    const typed = {
      'Nome completo': 'Maria da Silva',
      'E-mail': 'maria@exemplo.com',
      Telefone: '(91) 98888-7777',
      Mensagem: 'Quero saber o prazo de uma escritura de compra e venda.',
    };
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
    const serviceField = page.locator('select[name="servico"]');
    await serviceField.selectOption({ index: 2 });
    const service = await serviceField.inputValue();
    await expect(page.locator(ISLAND('contact-form'))).not.toHaveAttribute('data-island-state', /.+/);

    release();
    await expect(page.locator(ISLAND('contact-form'))).toHaveAttribute('data-island-state', 'hydrated');
    for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(serviceField).toHaveValue(service);

    // The values are the form's own now: editing one keeps the others, and submitting uses them all
    // (the sample build shows the message it would send: src/islands/contact/contact-form.spec.ts).
    await page.getByLabel('Telefone', { exact: true }).fill('(91) 97777-6666');
    await expect(page.getByLabel('Nome completo')).toHaveValue('Maria da Silva');
    await page.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click();
    const text = await page.locator('[data-contact-demo-result] pre').textContent() ?? '';
    expect(text).toContain('Maria da Silva');
    expect(text).toContain('(91) 97777-6666');
    expect(text).toContain('prazo de uma escritura');
  });

  test('/busca: text typed into the search field before the results load is not replaced', async ({ page }) => {
    const release = await holdRequests(page, /\/assets\/search-results-[^/]+\.js$/);
    await page.goto('/busca?q=firma', { waitUntil: 'domcontentloaded' });
    await page.locator('#busca-pagina').fill('testamento');
    release();
    await expect(page.locator(ISLAND('search-results'))).toHaveAttribute('data-island-state', 'hydrated');
    await expect(page.locator('#busca-pagina')).toHaveValue('testamento');
    // The results are those of the address, as the status line says.
    await expect(page.locator('[data-search-results] a').first()).toBeVisible();
  });
});

test.describe('odd addresses and odd input', () => {
  test('every address a static host answers for a page shows that page', async ({ page, baseURL }) => {
    for (const address of ['/contato', '/contato/', '/contato/index.html', '//contato']) {
      // A full URL: page.goto('//contato') would read as another host.
      const response = await page.goto(`${baseURL}${address}`);
      expect(response?.status(), address).toBe(200);
      await expect(page.locator('main h1'), address).toHaveText('Contato');
      await expect(page.getByLabel('Nome completo'), address).toBeVisible();
    }
  });

  test('malformed fragments, on arrival or set later, break nothing', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/duvidas#%');
    await waitForHydration(page);
    await expect(page.locator('main h1')).toHaveText('Dúvidas Frequentes');
    for (const hash of ['#%E0%A4%A', '#%', '#%uD800', '#<img src=x>', '#prazo%']) {
      await page.evaluate((h) => { window.location.hash = h; }, hash);
      await expect(page.locator('main h1')).toHaveText('Dúvidas Frequentes');
    }
    const button = page.locator('.faq-item__toggle').first();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(problems).toEqual([]);
  });

  test('a lone surrogate typed in the search box breaks nothing, there or on the results page', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await waitForHydration(page);
    const box = page.locator('#busca');
    await box.focus();
    await box.pressSequentially('certid');
    // Half of an emoji, as a cut paste leaves it.
    await box.evaluate((el: HTMLInputElement) => {
      el.value += '\uD83D';
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await box.pressSequentially('ao');
    await expect(page.locator('#busca-sugestoes [role="option"]').first()).toBeVisible();
    await expect(page.locator('main h1')).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=/);
    await expect(page.locator('.search-page__status[role="status"]')).not.toBeEmpty();
    await expect(page.locator('main h1')).toHaveText('Buscar no site');
    expect(problems).toEqual([]);
  });

  test('a 5,000-character search becomes a short address', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const long = 'certidão de nascimento '.repeat(220);
    expect(long.length).toBeGreaterThan(5000);
    await page.locator('#busca').fill(long);
    await page.locator('#busca').press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=/);
    expect(page.url().length).toBeLessThan(700);
    const q = new URL(page.url()).searchParams.get('q') ?? '';
    expect(q.length).toBeLessThanOrEqual(200);
    await expect(page.locator('[data-search-results] a').first()).toBeVisible();
  });
});

test.describe('the header, on a phone', () => {
  test.use({ viewport: PHONE });

  test('resting at the 50 px line, switching styles never changes the header height (nothing jumps)', async ({ page }) => {
    await page.goto('/servicos/escrituras');
    await waitForHydration(page);
    const heights = await page.evaluate(async () => {
      const header = document.querySelector('header.site-header')!;
      const seen = new Set<number>();
      for (const y of [53, 49, 51, 53, 47, 53]) {
        window.scrollTo(0, y);
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        seen.add(header.getBoundingClientRect().height);
      }
      return [...seen];
    });
    expect(heights).toHaveLength(1);
    await expect(page.locator('header.site-header')).toHaveAttribute('data-scrolled', 'true');
  });

  test("tapping the current page's link in the open menu closes it and unlocks the page", async ({ page }) => {
    await page.goto('/contato');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.locator('#menu-principal').getByRole('link', { name: 'Contato' }).click();
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/contato$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#menu-principal')).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('"Ir para o menu" lands on the Menu button; Escape closes the menu and gives focus back to it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    // "Ir para o menu" on a phone lands on the Menu button (the panel is closed).
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /Ir para o menu/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  });
});

test.describe('without JavaScript, on phones', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [320, 390]) {
    test(`at ${width} px every main-menu destination can be reached`, async ({ page }) => {
      await page.setViewportSize({ width, height: 720 });
      await page.goto('/');
      const links = page.locator('#menu-principal a');
      await expect(links).toHaveCount(10);
      await expect(links.first()).toBeHidden();
      await page.getByRole('button', { name: 'Menu' }).click();
      for (const link of await links.all()) {
        await expect(link).toBeVisible();
        await expect(link).toBeInViewport();
      }
      // And one of them really opens its page.
      await page.locator('#menu-principal').getByRole('link', { name: 'Encarregado LGPD' }).click();
      await expect(page).toHaveURL(/\/encarregado-lgpd$/);
      await expect(page.locator('main h1')).toBeVisible();
    });
  }
});

test('hovering a link lets Chromium load the next page ahead (speculation rules from a host header)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Preload.enable');
  const ruleErrors: string[] = [];
  const speculated = new Set<string>();
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSet.errorType && ruleErrors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage}`));
  cdp.on('Preload.prefetchStatusUpdated', (e) => e.prefetchStatus === 'PrefetchSuccessfulButNotUsed' || e.status === 'Success' ? speculated.add(new URL(e.prefetchUrl).pathname) : undefined);
  cdp.on('Preload.prerenderStatusUpdated', (e) => speculated.add(`${new URL(e.key.url).pathname} (prerender)`));
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('#menu-principal a[href="/cartorio"]').hover();
  await expect.poll(() => [...speculated].some((p) => p.startsWith('/cartorio')), { timeout: 5000 }).toBe(true);
  expect(ruleErrors).toEqual([]);
  // Never the search page (each query is its own page) nor files.
  expect([...speculated].filter((p) => p.startsWith('/busca') || /\.\w+$/.test(p))).toEqual([]);
});
