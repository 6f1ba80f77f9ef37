/** The staff editor's forms filled as a person fills them, for the editor's browser tests and bench. */
import type { Page } from '@playwright/test';

export async function fillNewsItem(page: Page): Promise<void> {
  await page.getByLabel('Título', { exact: true }).first().fill('Atendimento no Carnaval');
  await page.getByLabel('Resumo para o Google').fill('O cartório não abre na segunda e na terça de Carnaval; volta na quarta-feira ao meio-dia.');
  await page.getByRole('button', { name: /Adicionar palavra-chave/ }).click();
  await page.getByLabel('Palavras-chave', { exact: true }).last().fill('carnaval');
  await page.getByLabel('Data', { exact: true }).fill('2026-11-20');
  await page.getByLabel('Resumo', { exact: true }).fill('Sem atendimento na segunda e na terça de Carnaval.');
  await page.locator('[contenteditable=true]').last().click();
  await page.keyboard.type('O cartório fecha na segunda e na terça-feira de Carnaval.');
}

export interface SampleItem { file: string; href: string; fields: string[] }

/** The publishing build refuses the samples. */
export const officialValue = (value: string): string => value
  .replace(/\.example\b/g, '.com.br')
  .replace(/\bNome d[oa]s? [\p{L} ]*/u, 'Maria Oliveira Santos')
  .replace(/, endereço de exemplo a confirmar/, '')
  .replace(/^00\.000\.000\/0001-00$/, '11.222.333/0001-81')
  .replace(/^00\.000-0$/, '12.345-6');

async function unfoldAll(page: Page): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const fold = page.getByRole('button', { name: 'Expand', exact: true });
    if (!(await fold.count())) return;
    await fold.first().click();
  }
}

/** As staff do: sample values typed over, then its ticks removed or its "Dados de exemplo" marks unticked. The caller saves. */
export async function confirmSample(page: Page, item: SampleItem, officeFile: string): Promise<void> {
  const mark = page.getByRole('switch', { name: /^Dados de exemplo/ });
  const chips = item.fields.map((label) => page.getByRole('button', { name: `Remove ${label}`, exact: true }));
  await (chips.length ? chips[0].or(mark.first()) : mark.first()).waitFor({ timeout: 15_000 });
  if (item.file === officeFile) {
    await unfoldAll(page);
    const inputs = page.locator('input[type=text], input:not([type]), textarea');
    const values = await inputs.evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
    for (const [i, value] of values.entries()) if (officialValue(value) !== value) await inputs.nth(i).fill(officialValue(value));
  }
  if (chips.length && await chips[0].count()) {
    for (const chip of chips) await chip.click();
  } else {
    const ticked = async () => (await Promise.all((await mark.all()).map(async (tick) => ((await tick.getAttribute('aria-checked')) === 'true' ? [tick] : [])))).flat();
    let ticks = await ticked();
    // Marks inside a list's items show once the items are open.
    if (!ticks.length) {
      await unfoldAll(page);
      ticks = await ticked();
    }
    for (const tick of ticks) await tick.click();
  }
}
