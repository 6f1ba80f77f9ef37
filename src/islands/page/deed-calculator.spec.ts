/**
 * The deed price calculator on /emolumentos and the deeds page: the total and its parts for a typed
 * value, as the fee table computes them (bracketIndex over the brackets buildFeeTable priced), a value
 * on a bracket's edge, Portuguese messages for letters and an empty box, and the bracket table alone
 * without JavaScript.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from '../../../tests/browser/helpers';
import { loadContent } from '../../node/content/load';
import { bracketIndex } from '../../shared/content/fee-table';
import { formatCents } from '../../shared/content/price-format';

const deed = loadContent(process.cwd()).feeTable.acts.find((a) => a.kind === 'faixas' && a.paginas.includes('escrituras'))!;
const brackets = deed.brackets!;
const calculator = (page: Page) => page.locator('form[data-deed-calculator]');
const field = (page: Page) => calculator(page).getByLabel('Valor declarado do imóvel (R$)');
const brl = (reais: number) => reais.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function expectPrice(page: Page, typed: string, value: number) {
  await field(page).fill(typed);
  const bracket = brackets[bracketIndex(brackets, value)];
  const result = calculator(page).locator('[data-deed-result]');
  await expect(result.locator('p')).toContainText(`o total é ${formatCents(bracket.price.total)}`);
  const items = await result.locator('li').allTextContents();
  expect(items).toEqual([...bracket.price.parts, { name: 'Total', cents: bracket.price.total }].map((p) => `${p.name}: ${formatCents(p.cents)}`));
  return bracket;
}

test('/emolumentos: the total and its parts for a declared value, and a value on a bracket\'s upper edge', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/emolumentos');
  await waitForHydration(page);
  await expect(calculator(page)).toBeVisible();
  await expectPrice(page, '150.000,00', 150_000);
  // The upper bound belongs to its bracket; one cent more is the next one.
  const edge = brackets.find((b) => b.above !== undefined && b.upTo !== undefined)!;
  expect(await expectPrice(page, brl(edge.upTo!), edge.upTo!)).toBe(edge);
  expect(await expectPrice(page, brl(edge.upTo! + 0.01), edge.upTo! + 0.01)).toBe(brackets[brackets.indexOf(edge) + 1]);
  expect(problems).toEqual([]);
});

test('letters or an empty box: a Portuguese message, no price', async ({ page }) => {
  await page.goto('/servicos/escrituras');
  await waitForHydration(page);
  await field(page).fill('cem mil');
  await expect(calculator(page).locator('[data-deed-error]')).toHaveText('Use só números, com ponto nos milhares e vírgula nos centavos, por exemplo 150.000,00.');
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(calculator(page).locator('[data-deed-result] li')).toHaveCount(0);
  await field(page).fill('');
  await calculator(page).getByRole('button', { name: 'Calcular' }).click();
  await expect(calculator(page).locator('[data-deed-error]')).toHaveText('Digite o valor declarado do imóvel, por exemplo 150.000,00.');
  // The deeds page computes like /emolumentos.
  await expectPrice(page, 'R$ 80.000', 80_000);
  await expect(calculator(page).locator('[data-deed-error]')).toBeHidden();
});

test('its code is fetched on first use: none at load, and a value sent before it arrived is still priced', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/deed-calculator|price-format/.test(request.url())) fetched.push(request.url());
  });
  await page.goto('/servicos/escrituras');
  await page.locator('html[data-after-load="done"]').waitFor({ state: 'attached' });
  await expect(calculator(page)).toBeVisible();
  expect(fetched).toEqual([]);
  // Typed and sent at once (a pasted value, Enter): the submit waits for the code, then counts.
  await field(page).evaluate((input: HTMLInputElement) => {
    input.value = '80.000';
  });
  await field(page).press('Enter');
  await expect(calculator(page).locator('[data-deed-result] p')).toContainText('o total é');
  expect(fetched.length).toBeGreaterThan(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the bracket table stays and the calculator, which could do nothing, is not shown', async ({ page }) => {
    await page.goto('/servicos/escrituras');
    await expect(calculator(page)).toBeHidden();
    await expect(page.locator('.price-table__bracket').first()).toBeVisible();
    await expect(page.locator('.price-table__bracket')).toHaveCount(brackets.length);
  });
});
