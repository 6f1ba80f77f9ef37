/**
 * "Resolva em uma viagem": every service page says how it is done in its summary (all online with its
 * national platform, started online, only at the office, or what it depends on), /servicos says it on
 * each card, and "Imprimir plano da visita" prints a one-page A4 plan: the documents with the visitor's
 * ticks (kept in this browser across a reload), the next days' hours with the closures named, the
 * address, what to pay and how, and whom to call. The page's own print stays as it was. Without
 * JavaScript the plan is not offered. `TOOL_SCREENSHOTS=1` retakes docs/ferramentas/uma-viagem-375.png
 * and docs/ferramentas/uma-viagem-impresso.png.
 */
import { servicePages } from '../../src/kinds/servico/pages';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loadContent } from '../../src/node/content/load';
import { offeredHere } from '../../src/shared/content/attributions';
import { findPlatform } from '../../src/shared/content/how-done';
import { HOW_DONE_TEXT } from '../../src/shared/strings/how-done';
import { withoutSampleClaims } from '../../src/shared/content/sample-claims';
import { axeViolations, formatAxeViolations, waitForHydration, watchConsole } from './helpers';

const site = loadContent(process.cwd());
const services = servicePages(site.pages).map((p) => ({ route: p.route, fm: p.frontmatter }));
const finished = services.filter((s) => !s.fm.emConstrucao);
/** Pages that offer the plan: finished, done here, with documents to gather. */
const planned = finished.filter((s) => s.fm.documentos && offeredHere(s.fm, site.office));
/** Tuesday 22 December 2026, 10h at the office (UTC-3): the next 7 days run into the year-end closure. */
const BEFORE_CLOSURE = new Date('2026-12-22T13:00:00Z');

const summaryOf = (page: Page) => page.locator('section', { has: page.locator('h2#resumo') });
const ticks = (page: Page) => page.locator('[data-doc-ticks] input[type=checkbox]');
const planButton = (page: Page) => page.getByRole('button', { name: 'Imprimir plano da visita' });

/** Pages of a PDF: its page objects (`/Type /Page`, not the `/Pages` tree). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

/** Opens a service page with window.print stubbed (it counts its calls) and waits for the after-load scripts. */
async function open(page: Page, route: string): Promise<void> {
  await page.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset.testPrints = String(Number(document.documentElement.dataset.testPrints ?? 0) + 1);
    };
  });
  await page.goto(route);
  await waitForHydration(page);
  await page.locator('html[data-after-load="done"]').waitFor({ state: 'attached' });
}

/** Clicks "Imprimir plano da visita" and waits for the plan mode the print dialog opens on. */
async function printPlan(page: Page): Promise<void> {
  await planButton(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-print', 'plano');
}

test('every service page says how it is done in its summary, in words, with its platform', async ({ page }) => {
  expect(finished.length).toBeGreaterThan(10);
  for (const { route, fm } of finished) {
    await page.goto(route);
    const row = summaryOf(page).locator('.summary__row', { has: page.locator('dt', { hasText: new RegExp(`^${HOW_DONE_TEXT.label}$`) }) });
    await expect(row, route).toHaveCount(1);
    const how = fm.comoFazer!;
    await expect(row, route).toContainText(HOW_DONE_TEXT.modes[how.modo]);
    // The summary names the platform; where the way depends on the case, it says on what (a way still to confirm: its platform).
    if (how.modo === 'depende' && !(how.plataforma && how.amostra)) await expect(row, route).toContainText(withoutSampleClaims(how.nota!));
    else if (how.plataforma) {
      const platform = findPlatform(site.platforms, how.plataforma)!;
      await expect(row.getByRole('link', { name: platform.nome }), route).toHaveAttribute('href', platform.url);
    }
    if (how.amostra) await expect(row.locator('[data-sample-mark]'), route).toHaveCount(1);
  }
  // Online where the pages themselves say so; at the office where they ask the person to come.
  const modeOf = (slug: string) => finished.find((s) => s.route === `/servicos/${slug}`)!.fm.comoFazer!.modo;
  expect(modeOf('certidoes-registro-civil')).toBe('internet');
  expect(modeOf('reconhecimento-firma')).toBe('balcao');
});

test('/servicos says on each card how the service is done', async ({ page }) => {
  await page.goto('/servicos');
  for (const { route, fm } of finished) {
    const card = page.locator('.card', { has: page.locator(`a[href="${route}"]`) });
    const how = fm.comoFazer!;
    await expect(card.locator('.card__how'), route).toHaveText(new RegExp(`^${HOW_DONE_TEXT.label}: ${HOW_DONE_TEXT.modes[how.modo]}[.:]`));
    if (how.plataforma) await expect(card.locator('.card__how'), route).toContainText(how.plataforma);
  }
});

test('ticks survive a reload, print in the plan, and the plan fits one A4 page with the next days named', async ({ page }) => {
  const problems = watchConsole(page);
  await page.clock.setFixedTime(BEFORE_CLOSURE);
  await open(page, '/servicos/escrituras');
  expect(await ticks(page).count()).toBeGreaterThan(5);
  await ticks(page).nth(0).check();
  await ticks(page).nth(2).check();
  await page.reload();
  await page.locator('html[data-after-load="done"]').waitFor({ state: 'attached' });
  await expect(ticks(page).nth(0)).toBeChecked();
  await expect(ticks(page).nth(1)).not.toBeChecked();
  await expect(ticks(page).nth(2)).toBeChecked();
  // Nothing is sent anywhere: the ticks are this browser's only.
  expect(await page.evaluate(() => localStorage.getItem('plano-visita:/servicos/escrituras'))).toBe('[0,2]');

  // The page's own print is as before: empty boxes drawn by CSS, no plan.
  await page.emulateMedia({ media: 'print' });
  await expect(ticks(page).first()).toBeHidden();
  await expect(page.locator('.visit-plan')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await printPlan(page);
  await expect(page.locator('html')).toHaveAttribute('data-test-prints', '1');
  await page.emulateMedia({ media: 'print' });
  const plan = page.locator('.visit-plan');
  await expect(plan).toBeVisible();
  await expect(ticks(page).nth(0)).toBeVisible();
  await expect(ticks(page).nth(0)).toBeChecked();
  await expect(ticks(page).nth(1)).not.toBeChecked();
  const days = plan.locator('[data-visit-days] li:not(.visit-plan__reopens)');
  await expect(days).toHaveCount(7);
  // The week ends inside the closure: the plan says when the office opens again.
  await expect(plan.locator('.visit-plan__reopens')).toHaveText('O cartório volta a abrir em segunda-feira, 04/01.');
  // The deadline, whether to book, every price and the platform's address, on the same sheet.
  const head = page.locator('.visit-plan-head');
  await expect(head).toContainText(`Prazo: Escrituras simples: ${site.facts['fatos.prazoEscrituraSimples']}`);
  await expect(head).toContainText('Agendamento:');
  await expect(head).toContainText('(www.e-notariado.org.br)');
  // How many trips, from the page's own "Como fazer" (an office fact still marked as such).
  await expect(head).toContainText('Idas ao cartório: 2, se levar tudo certo');
  await expect(plan.locator('.summary__prices li').first()).toContainText('R$');
  await expect(plan.locator('.summary__prices')).not.toContainText('mais');
  await expect(plan).toContainText(site.facts['fatos.parcelamento']);
  await expect(days.nth(0)).toHaveText('terça-feira, 22/12: 8h às 16h');
  await expect(days.nth(2)).toHaveText('quinta-feira, 24/12: fechado (Recesso de fim de ano)');
  await expect(plan).toContainText(site.office.endereco.logradouro);
  await expect(plan).toContainText('Formas de pagamento: dinheiro, PIX');
  await expect(plan.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(page.locator('section', { has: page.locator('h2#tipos') })).toBeHidden();
  // The glossary's words in the plan's own text, explained on the sheet (content/glossario.yml).
  const words = plan.locator('.visit-plan__words');
  await expect(words).toBeVisible();
  await expect(words).toContainText(/^O que quer dizer\s*escritura pública\s*O documento que o tabelião escreve/);

  if (process.env.TOOL_SCREENSHOTS) {
    // The sheet's printable width at 96 dpi: A4 less the 15 mm margins.
    await page.setViewportSize({ width: 680, height: 1000 });
    await page.screenshot({ path: path.join(process.cwd(), 'docs/ferramentas/uma-viagem-impresso.png'), fullPage: true });
  }
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1);

  // The dialog closed (printing to PDF ends with "afterprint" too): the page is itself again.
  await page.emulateMedia({ media: 'screen' });
  await printPlan(page);
  await expect(page.locator('html')).toHaveAttribute('data-test-prints', '2');
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.locator('html')).not.toHaveAttribute('data-print', /./);
  await page.emulateMedia({ media: 'print' });
  await expect(plan).toBeHidden();
  await expect(page.locator('section', { has: page.locator('h2#tipos') })).toBeHidden();
  await expect(page.locator('.print-details')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a tick is kept as it is made, without the plan\'s code: a reload right after it keeps it', async ({ page }) => {
  const planCode: string[] = [];
  await page.route(/\/assets\/visit-plan-[^/]+\.js$/, (route) => { planCode.push(route.request().url()); return route.abort(); });
  await open(page, '/servicos/procuracoes');
  await ticks(page).nth(1).check();
  await page.reload();
  await page.locator('html[data-after-load="done"]').waitFor({ state: 'attached' });
  await expect(ticks(page).nth(1)).toBeChecked();
  await expect(ticks(page).nth(0)).not.toBeChecked();
  expect(planCode, 'the plan\'s code is fetched only to print').toEqual([]);
});

test('the plan of every service that offers it fits one A4 page, even with every box ticked', async ({ page }) => {
  test.slow();
  expect(planned.length).toBeGreaterThan(8);
  for (const { route } of planned) {
    await open(page, route);
    for (const box of await ticks(page).all()) await box.check();
    await printPlan(page);
    const pages = pdfPages(await page.pdf({ format: 'A4' }));
    expect(pages, `${route}: the plan prints on ${pages} pages`).toBe(1);
  }
  // A plan that spills is caught: the same count reads two pages for the page's whole print.
  await page.evaluate(() => delete document.documentElement.dataset.print);
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBeGreaterThan(1);
});

test('at 375 px the plan\'s button and boxes pass axe; without JavaScript the plan is not offered', async ({ page, browser }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, '/servicos/certidoes-registro-civil');
  await ticks(page).first().check();
  await expect(planButton(page)).toBeVisible();
  const documents = page.locator('section', { has: page.locator('h2#documentos') });
  await documents.scrollIntoViewIfNeeded();
  const violations = await axeViolations(page);
  expect(violations, formatAxeViolations(violations)).toEqual([]);
  if (process.env.TOOL_SCREENSHOTS) {
    await documents.screenshot({ path: path.join(process.cwd(), 'docs/ferramentas/uma-viagem-375.png') });
  }

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto('/servicos/certidoes-registro-civil');
  await expect(planButton(plain)).toBeHidden();
  await expect(plain.getByText('as marcas ficam guardadas')).toBeHidden();
  // The boxes are the browser's own: they tick without scripts too.
  await plain.locator('[data-doc-ticks] input[type=checkbox]').first().check();
  await context.close();
});
