import { expect, test, type Page } from '@playwright/test';
import { all, builtPage, jsonLdOf, linksNamed, textOf } from '../../../tests/browser/built-page';
import { layoutShifts, waitForHydration, watchConsole } from '../../../tests/browser/helpers';

const CATEGORIES = ['Documentos Necessários', 'Prazos e Procedimentos', 'Custos e Pagamentos', 'Serviços Gerais'];

/** The toggle of a question, found by its visible text. */
const question = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 3 }).getByRole('button', { name });
/** The answer panel a toggle controls. */
async function answerOf(page: Page, name: string | RegExp) {
  const id = await question(page, name).getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

async function open(page: Page, path = '/duvidas') {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('FAQ (/duvidas)', () => {
  test('shows four categories with three questions each, all collapsed after loading', async ({ page }) => {
    const problems = watchConsole(page);
    await open(page);
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /./ })).toContainText(CATEGORIES);
    for (const title of CATEGORIES) {
      const section = page.locator('section.faq-category', { has: page.getByRole('heading', { level: 2, name: title }) });
      await expect(section.getByRole('heading', { level: 3 })).toHaveCount(3);
    }
    const toggles = page.locator('main h3 > button');
    await expect(toggles).toHaveCount(12);
    for (const toggle of await toggles.all()) {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)).toBeHidden();
    }
    expect(problems).toEqual([]);
  });

  test('clicking a question opens and closes its own answer only', async ({ page }) => {
    await open(page);
    const toggle = question(page, /formas de pagamento/);
    const answer = await answerOf(page, /formas de pagamento/);
    const other = await answerOf(page, /desconto ou gratuidade/);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('PIX');
    await expect(answer).toContainText('12x');
    await expect(other).toBeHidden();
    await expect(question(page, /desconto ou gratuidade/)).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
  });

  test('several answers can be open at once', async ({ page }) => {
    await open(page);
    await question(page, /prazo para receber uma certidão/).click();
    await question(page, /horário de atendimento/).click();
    await expect(await answerOf(page, /prazo para receber uma certidão/)).toBeVisible();
    await expect(await answerOf(page, /horário de atendimento/)).toBeVisible();
    await expect(page.locator('main h3 > button[aria-expanded="true"]')).toHaveCount(2);
  });

  test('works with the keyboard (Enter and Space)', async ({ page }) => {
    await open(page);
    const toggle = question(page, /agendar o atendimento/);
    const answer = await answerOf(page, /agendar o atendimento/);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
    // Tab reaches the next question's toggle (answers in between are closed).
    await page.keyboard.press('Tab');
    await expect(question(page, /pela internet/)).toBeFocused();
  });

  test('opening /duvidas#<id> opens that answer', async ({ page }) => {
    await open(page, '/duvidas#prazo-certidoes');
    const toggle = page.locator('[id="prazo-certidoes"] button');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const answer = page.locator('[id="prazo-certidoes-resposta"]');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('48 horas');
    await expect(answer).toBeInViewport();
    await expect(page.locator('main h3 > button[aria-expanded="true"]')).toHaveCount(1);
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px the question the address points at is not hidden under the sticky header`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await open(page, '/duvidas#prazo-certidoes');
      const header = await page.locator('header.site-header').boundingBox();
      const heading = await page.locator('[id="prazo-certidoes"]').boundingBox();
      expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    });
  }

  test('following a link to another question on the page opens it', async ({ page }) => {
    await open(page);
    await page.evaluate(() => { window.location.hash = '#descontos-gratuidade'; });
    await expect(page.locator('[id="descontos-gratuidade"] button')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[id="descontos-gratuidade-resposta"]')).toContainText('60 anos');
  });

  test('arriving at /duvidas#<id> from another page of the site opens that answer', async ({ page }) => {
    await open(page, '/acessibilidade');
    // As a search result link does: a new page load with a fragment.
    await page.evaluate(() => window.location.assign('/duvidas#formas-pagamento'));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dúvidas Frequentes' })).toBeVisible();
    await expect(page.locator('[id="formas-pagamento"] button')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[id="formas-pagamento-resposta"]')).toBeInViewport();
    await expect(page.locator('main h3 > button[aria-expanded="true"]')).toHaveCount(1);
  });

  test('the page does not jump when it becomes interactive', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await open(page);
    await page.waitForLoadState('networkidle');
    // Whatever moves in the next 300 ms counts too.
    await page.waitForTimeout(300);
    const shift = (await layoutShifts(page)).reduce((sum, e) => sum + e.value, 0);
    expect(shift).toBeLessThan(0.02);
  });
});

// What the server sends, read from the built page: no browser needed.
test.describe('FAQ (/duvidas), as built', () => {
  /** The closing card: the section headed "Ainda tem dúvidas?". */
  const closingCard = () => all('section', builtPage('/duvidas')).filter((section) => all('h2', section).some((h) => textOf(h) === 'Ainda tem dúvidas?')).at(-1)!;

  test('the closing card gives phone, e-mail, hours and links to contact and fees', () => {
    const card = closingCard();
    expect(card).toBeDefined();
    expect(all('a[href^="tel:+55"]', card)).toHaveLength(1);
    expect(all('a[href^="mailto:"]', card)).toHaveLength(1);
    expect(textOf(card)).toMatch(/das 8h às 16h/);
    expect(all('a[href="/contato"]', card).length).toBeGreaterThan(0);
    const prices = linksNamed('Consultar Valores', card);
    expect(prices).toHaveLength(1);
    expect(prices[0].properties.href).toBe('/emolumentos#valores');
  });

  test('the FAQPage structured data lists the twelve questions shown on the page', () => {
    const page = builtPage('/duvidas');
    const faq = (jsonLdOf(page) as { '@type': string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] }[])
      .find((d) => d['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(12);
    const shown = all('main h3 > button', page).map(textOf);
    expect(faq!.mainEntity!.map((q) => q.name)).toEqual(shown);
    for (const q of faq!.mainEntity!) {
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(40);
      expect(q.acceptedAnswer.text).not.toMatch(/\{\{|\*\*|<\/?[A-Z]/);
    }
  });
});

test.describe('FAQ without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every answer is in the page and readable', async ({ page }) => {
    await page.goto('/duvidas');
    const answers = page.locator('main .faq-item__answer');
    await expect(answers).toHaveCount(12);
    for (const answer of await answers.all()) await expect(answer).toBeVisible();
    await expect(page.locator('[id="formas-pagamento-resposta"]')).toContainText('PIX');
    await expect(page.locator('[id="prazo-escritura-resposta"]')).toContainText('3 a 5 dias úteis');
    await expect(page.getByRole('heading', { level: 2, name: 'Custos e Pagamentos' })).toBeVisible();
    const card = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Ainda tem dúvidas?' }) });
    await expect(card.locator('a[href="/contato"]')).toBeVisible();
  });
});
