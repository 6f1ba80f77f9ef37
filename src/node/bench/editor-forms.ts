/**
 * The staff editor's forms filled as a person fills them, shared by the editor's browser tests
 * (tests/browser/editor.spec.ts) and the timing of the everyday edits (scripts/bench-editor.ts).
 */
import type { Page } from '@playwright/test';

/** The news item of the everyday edits: every required field, and one line of text. */
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
