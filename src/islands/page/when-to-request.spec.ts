/**
 * "Quando pedir cada certidão?" at 375 px: a deed on a given day gives the protest certificate's window
 * inside its 30 days of validity and before the day, by the office's calendar; a day already past says
 * so; axe passes; without JavaScript the list says each certificate's validity.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, formatAxeViolations, watchConsole } from '../../../tests/browser/helpers';

test.use({ viewport: { width: 375, height: 812 } });

const form = (page: Page) => page.locator('form[data-when-to-request]');
const dayOf = (dmy: string) => Date.UTC(Number(dmy.slice(6, 10)), Number(dmy.slice(3, 5)) - 1, Number(dmy.slice(0, 2))) / 864e5;

async function ask(page: Page, purpose: string, date: string) {
  await form(page).getByLabel('Para que são as certidões').selectOption(purpose);
  await form(page).getByLabel('Dia em que vai usar as certidões').fill(date);
  await form(page).getByRole('button', { name: 'Ver quando pedir' }).click();
}

test('a deed on a day gives the protest certificate\'s window inside its validity, before the day; axe passes', async ({ page }) => {
  const problems = watchConsole(page);
  await page.clock.setFixedTime(new Date('2027-03-01T10:00:00-03:00'));
  await page.goto('/quando-pedir');
  await ask(page, 'Escritura de imóvel', '2027-05-14');
  const protest = form(page).locator('.when-to-request__answers > li', { hasText: 'Certidão de protesto' });
  await expect(protest).toContainText('vale 30 dias a partir da emissão (a confirmar)');
  const when = await protest.locator('.when-to-request__when').innerText();
  const [, from, to] = /^Peça entre (\d\d\/\d\d\/\d{4}) \([^)]+\) e (\d\d\/\d\d\/\d{4}) \([^)]+\)\.$/.exec(when) ?? [];
  expect(from, when).toBeTruthy();
  const use = dayOf('14/05/2027');
  // Asked on the first day, it is still valid on the day; asked on the last, it is ready before the day.
  expect(dayOf(from)).toBeGreaterThanOrEqual(use - 30);
  expect(dayOf(to)).toBeLessThan(use);
  expect(dayOf(from)).toBeLessThanOrEqual(dayOf(to));
  // Every certificate a deed asks for is listed; a marriage asks only for the civil status one.
  await expect(form(page).locator('.when-to-request__answers > li')).toHaveCount(3);
  const violations = await axeViolations(page);
  expect(violations, formatAxeViolations(violations)).toEqual([]);
  await ask(page, 'Casamento', '2027-02-01');
  await expect(form(page).locator('.when-to-request__answers > li')).toHaveCount(1);
  await expect(form(page).locator('.when-to-request__when')).toHaveText('Esse dia já passou: escolha o dia em que vai usar as certidões.');
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the form is hidden and the list says how long each certificate is valid', async ({ page }) => {
    await page.goto('/quando-pedir');
    await expect(form(page)).toBeHidden();
    await expect(page.getByRole('main')).toContainText('O cálculo das datas precisa de JavaScript');
    await expect(page.locator('.when-to-request__list li').first()).toContainText('Certidão de protesto: vale 30 dias a partir da emissão', { useInnerText: true });
  });
});
