/**
 * "Confira sua cobrança" at 375 px: two authentications and a signature recognition add up to the fee
 * table's own total, line by line with each line's parts; a name the table lacks gets a Portuguese
 * message and nothing is added; the code comes on first use; axe passes; without JavaScript a note
 * points to the fee table.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, formatAxeViolations, watchConsole } from '../../../tests/browser/helpers';
import { loadContent } from '../../node/content/load';
import { formatCents } from '../../shared/content/price-format';

const acts = loadContent(process.cwd()).feeTable.acts;
const price = (id: string) => acts.find((a) => a.id === id)!.price!.total;
const form = (page: Page) => page.locator('form[data-bill-check]');

async function add(page: Page, act: string, quantity: string) {
  await form(page).getByLabel('Ato', { exact: true }).fill(act);
  await form(page).getByLabel('Quantidade').fill(quantity);
  await form(page).getByRole('button', { name: 'Adicionar à conta' }).click();
}

test.use({ viewport: { width: 375, height: 800 } });

test('two authentications and a signature recognition give the table\'s total, line by line; axe passes', async ({ page }) => {
  const problems = watchConsole(page);
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('bill-check')) fetched.push(r.url());
  });
  await page.goto('/confira-sua-cobranca');
  await page.locator('html[data-after-load="done"]').waitFor({ state: 'attached' });
  expect(fetched).toEqual([]);

  await add(page, 'autenticação', '2');
  await add(page, 'Reconhecimento de firma por semelhança (por assinatura)', '1');
  const lines = form(page).locator('.bill-check__lines > li');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(`2 × Autenticação de cópia (por página): ${formatCents(2 * price('autenticacao-copia'))}`);
  await expect(lines.nth(0).locator('.bill-check__parts')).toContainText(formatCents(2 * price('autenticacao-copia')));
  const total = 2 * price('autenticacao-copia') + price('firma-semelhanca');
  await expect(form(page).locator('.bill-check__total')).toHaveText(`Total pela tabela: ${formatCents(total)}`);

  // A name the table does not have: a message, focus on the field, nothing added.
  await add(page, 'xyzw', '1');
  await expect(form(page).locator('[data-bill-error]')).toHaveText('Escolha um ato da lista: digite parte do nome, como "autenticação".');
  await expect(form(page).getByLabel('Ato', { exact: true })).toBeFocused();
  await expect(lines).toHaveCount(2);
  const violations = await axeViolations(page);
  expect(violations, formatAxeViolations(violations)).toEqual([]);

  // Removing a line takes its price off the total.
  await lines.nth(1).getByRole('button', { name: /^Remover/ }).click();
  await expect(form(page).locator('.bill-check__total')).toHaveText(`Total pela tabela: ${formatCents(2 * price('autenticacao-copia'))}`);
  if (process.env.TOOL_SCREENSHOTS) {
    await add(page, 'firma por semelhança', '1');
    await page.locator('main .bill-check').screenshot({ path: path.join(process.cwd(), 'docs/ferramentas/confira-sua-cobranca-375.png') });
  }
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the form, which could do nothing, is hidden and a note points to the fee table', async ({ page }) => {
    await page.goto('/confira-sua-cobranca');
    await expect(form(page)).toBeHidden();
    await expect(page.getByRole('main')).toContainText('Esta conta precisa de JavaScript');
  });
});

test('acts added before the code arrives (a slow network) are each added, with the values they were sent with', async ({ page }) => {
  await page.route(/bill-check[^/]*\.js$/, async (route) => {
    await new Promise((done) => setTimeout(done, 1500));
    await route.continue();
  });
  await page.goto('/confira-sua-cobranca');
  await add(page, 'autenticação', '2');
  await add(page, 'Reconhecimento de firma por semelhança (por assinatura)', '1');
  const lines = form(page).locator('.bill-check__lines > li');
  await expect(lines).toHaveCount(2, { timeout: 10_000 });
  await expect(lines.nth(0)).toContainText('2 × Autenticação de cópia (por página)');
  await expect(lines.nth(1)).toContainText('1 × Reconhecimento de firma por semelhança');
  await expect(form(page).locator('.bill-check__total')).toHaveText(`Total pela tabela: ${formatCents(2 * price('autenticacao-copia') + price('firma-semelhanca'))}`);
});
