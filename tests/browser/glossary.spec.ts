/**
 * Glossary words explained where a page first uses them, in reading order whatever drew the text, at 375 px:
 * the explanation opens under the word on keyboard focus and on a tap, a screen reader gets it as the word's
 * description, it closes when focus leaves, paper prints it, and axe passes with it open. /glossario lists every term in alphabetical order.
 * `TOOL_SCREENSHOTS=1` retakes docs/ferramentas/glossario-375.png and glossario-termo-375.png.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, formatAxeViolations, waitForHydration } from './helpers';

const PHONE = { width: 375, height: 740 };
// /cartorio's text uses several glossary words ("escrituras" first).
const PAGE_WITH_TERMS = '/cartorio';

async function firstTerm(page: Page) {
  await page.goto(PAGE_WITH_TERMS);
  await waitForHydration(page);
  const word = page.locator('.termo__palavra').first();
  const id = await word.getAttribute('aria-describedby');
  const explanation = page.locator(`[id="${id}"]`);
  return { word, explanation, text: (await explanation.textContent()) ?? '' };
}

test.describe('glossary words at 375 px', () => {
  test.use({ viewport: PHONE });

  test('keyboard: Tab reaches the word, its explanation opens under it and is its description; leaving closes it', async ({ page }) => {
    const { word, explanation, text } = await firstTerm(page);
    expect(text.length).toBeGreaterThan(20);
    await expect(explanation).toBeHidden();
    await expect(word).toHaveAccessibleDescription(text);
    // From the element just before it in the tab order, as a keyboard user arrives.
    await word.evaluate((el) => {
      const all = [...document.querySelectorAll<HTMLElement>('a[href], button, [tabindex="0"]')].filter((e) => e.offsetParent);
      all[all.indexOf(el as HTMLElement) - 1].focus();
    });
    await page.keyboard.press('Tab');
    await expect(word).toBeFocused();
    await expect(explanation).toBeVisible();
    const [w, e] = [await word.boundingBox(), await explanation.boundingBox()];
    expect(e!.y, 'the explanation opens under the word, covering nothing').toBeGreaterThanOrEqual(w!.y + w!.height - 1);
    const violations = await axeViolations(page);
    expect(violations, formatAxeViolations(violations)).toEqual([]);
    // TOOL_SCREENSHOTS=1 retakes the picture (a plain test run leaves the working tree as it was).
    if (process.env.TOOL_SCREENSHOTS) {
      await word.locator('xpath=ancestor::p[1]').screenshot({ path: path.join(process.cwd(), 'docs/ferramentas/glossario-termo-375.png') });
    }
    await page.keyboard.press('Tab');
    await expect(explanation).toBeHidden();
  });

  test('a word first met in a list drawn from the page\'s fields (a deed\'s steps) is explained there, once on the page', async ({ page }) => {
    await page.goto('/servicos/escrituras');
    const word = page.locator('.steps__item .termo__palavra').first();
    await word.focus();
    const explanation = page.locator(`[id="${await word.getAttribute('aria-describedby')}"]`);
    await expect(explanation).toBeVisible();
    await expect(word).toHaveAccessibleDescription((await explanation.textContent())!);
    // The page's later uses of the word (the body's) are left plain: one explanation per word per page.
    const terms = await page.locator('.termo__palavra').evaluateAll((els) => els.map((el) => el.getAttribute('aria-describedby')));
    expect(terms.length).toBeGreaterThan(1);
    expect(new Set(terms).size).toBe(terms.length);
  });

  test('paper prints each explanation after its word', async ({ page }) => {
    const { explanation } = await firstTerm(page);
    await page.emulateMedia({ media: 'print' });
    await expect(explanation).toBeVisible();
    expect(await explanation.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('" ("');
  });

  test('/glossario lists every term in alphabetical order, each under its anchor', async ({ page }) => {
    await page.goto('/glossario#averbacao');
    const terms = await page.locator('.glossario dt').allTextContents();
    expect(terms.length).toBeGreaterThanOrEqual(17);
    expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    await expect(page.locator('#averbacao dt')).toHaveText('averbação');
    await expect(page.locator('#averbacao dd')).toContainText('anotação');
    if (process.env.TOOL_SCREENSHOTS) {
      // The whole page as one tall viewport: the sticky header stays at the top instead of over a term.
      const box = await page.locator('main').boundingBox();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ fullPage: true, clip: { x: 0, y: 0, width: PHONE.width, height: box!.y + box!.height }, path: path.join(process.cwd(), 'docs/ferramentas/glossario-375.png') });
    }
  });
});

test('a tap on a phone opens the explanation, a tap elsewhere closes it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const { word, explanation } = await firstTerm(page);
  await word.tap();
  await expect(explanation).toBeVisible();
  await page.locator('h1').tap();
  await expect(explanation).toBeHidden();
  await context.close();
});
