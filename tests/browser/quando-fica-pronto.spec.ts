/**
 * /quando-fica-pronto ("Quando fica pronto?"): every service and kind in the select gives a ready date,
 * written dd/mm/aaaa, that is a business day on the office's calendar; a request long past offers the
 * department's WhatsApp with the service and the dates, then the judge's office; without JavaScript the
 * deadlines are listed; axe at 375 and 1280 px; it still counts offline once read.
 * `TOOL_SCREENSHOTS=1` retakes docs/ferramentas/quando-fica-pronto-375.png.
 */
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { loadContent } from '../../src/node/content/load';
import { officeSchedule } from '../../src/shared/content/holidays';
import { readyServices } from '../../src/shared/deadlines/services';
import { isBusinessDay } from '../../src/shared/deadlines/ready-date';
import { dayOfIso, isoDate, wallClock } from '../../src/shared/office-status';
import { axeViolations, formatAxeViolations, waitForHydration, watchConsole } from './helpers';

// The tool offline needs the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const site = loadContent(process.cwd());
const schedule = officeSchedule(site.office, site.holidays);
const services = readyServices(site.pages, site.deadlines, site.office, site.facts);
const PHONE = { width: 375, height: 740 };
const ROUTE = '/quando-fica-pronto';

const main = (page: Page) => page.getByRole('main');
const answer = (page: Page) => page.locator('main [aria-live="polite"] [data-ready-answer]');
const past = (page: Page) => page.locator('main [data-ready-past]');
const dmy = (iso: string) => iso.split('-').reverse().join('/');

async function open(page: Page) {
  await page.setViewportSize(PHONE);
  await page.goto(ROUTE);
  await waitForHydration(page);
  await expect(page.locator('form[data-ready-date]')).toHaveAttribute('data-ready', 'true');
}

async function choose(page: Page, service: string, kind?: string, date?: string) {
  await main(page).getByLabel('Serviço', { exact: true }).selectOption({ label: service });
  if (kind) await main(page).getByLabel('Tipo de pedido').selectOption({ label: kind });
  // The date field's label names the day asked for: the request's, or the event's (the notice, the birth).
  if (date) await main(page).locator('input[name="data"]').fill(date);
}

test('each service and kind gives a ready date written dd/mm/aaaa that is a business day on the office calendar', async ({ page }) => {
  const problems = watchConsole(page);
  await open(page);
  // Today in the office's time zone is the default day of the request, written once the visitor reaches the form.
  const today = isoDate(wallClock(new Date(), schedule.zone).day);
  await main(page).getByLabel('Serviço', { exact: true }).focus();
  await expect(main(page).getByLabel('Dia do pedido')).toHaveValue(today);
  const options = await main(page).getByLabel('Serviço', { exact: true }).locator('option').allTextContents();
  expect(options).toEqual(services.map((s) => s.title));
  const counted = services.filter((s) => s.kinds.length && !s.kinds.some((k) => k.event));
  expect(counted.map((s) => s.slug)).toEqual(expect.arrayContaining(['escrituras', 'certidoes-registro-civil', 'certidoes-protesto', 'certidoes-notariais', 'registro-titulos']));
  // A Saturday and a national holiday too: both count from the next business day.
  for (const date of [today, '2026-11-21', '2026-11-20']) {
    for (const service of counted) {
      for (const kind of service.kinds) {
        await choose(page, service.title, service.kinds.length > 1 ? kind.name : undefined, date);
        const label = `${service.title} / ${kind.name ?? '-'} / ${date}`;
        await expect(answer(page), label).toHaveAttribute('data-ready-day', /^\d{4}-\d{2}-\d{2}$/);
        const ready = (await answer(page).getAttribute('data-ready-day'))!;
        expect(isBusinessDay(dayOfIso(ready), schedule), `${label}: ${ready} is not a business day`).toBe(true);
        expect(dayOfIso(ready), label).toBeGreaterThanOrEqual(dayOfIso(date));
        await expect(answer(page), label).toContainText(dmy(ready));
        await expect(answer(page), label).toContainText(kind.text);
        await expect(answer(page), label).toContainText('É uma estimativa');
      }
    }
  }
  // 20/11/2026 is a national holiday: the page says the count starts on Monday 23/11.
  await choose(page, 'Registro de Títulos e Documentos', undefined, '2026-11-20');
  await expect(answer(page)).toContainText('o prazo conta a partir de 23/11/2026 (segunda-feira), o próximo dia útil');
  // A range shows its first and last day; escritura simples from Tuesday 3/11/2026: 3 to 5 business days.
  await choose(page, 'Escrituras Públicas', 'Escritura simples', '2026-11-03');
  await expect(answer(page)).toContainText('Fica pronto entre 06/11/2026 (sexta-feira) e 10/11/2026 (terça-feira).');
  // A date that jumps the year-end closure names what it skipped.
  await choose(page, 'Registro de Títulos e Documentos', undefined, '2026-12-23');
  await expect(answer(page)).toContainText('Contamos só os dias úteis: pulamos 24 a 31/12 (Recesso de fim de ano, a confirmar) e 1º/01 (feriado nacional).');
  // A protest notice received on a Thursday: the last day to pay is the following Tuesday, and what comes after.
  await choose(page, 'Protesto de Títulos');
  await expect(main(page).getByLabel('Dia em que recebeu a intimação')).toBeVisible();
  await main(page).getByLabel('Dia em que recebeu a intimação').fill('2026-11-05');
  await expect(answer(page).locator('p').first()).toHaveText('Último dia para pagar: 10/11/2026 (terça-feira).');
  await expect(answer(page)).toContainText('o protesto é lavrado em até 3 dias úteis depois da intimação');
  // A birth's 15 calendar days that end on a national holiday move to the next business day, and say why.
  await choose(page, 'Registro Civil', 'Registro de nascimento', '2026-11-05');
  await expect(answer(page).locator('p').first()).toHaveText('Prazo para registrar: até 23/11/2026 (segunda-feira).');
  await expect(answer(page)).toContainText('O último dia caiu em 20/11 (feriado nacional)');
  // A service without a number says in words why there is no date.
  const open_ = services.find((s) => !s.kinds.length)!;
  await choose(page, open_.title);
  await expect(answer(page)).toContainText('Não há uma data para calcular neste serviço');
  await expect(main(page).getByLabel('Dia do pedido')).toBeVisible();
  await expect(past(page)).toBeHidden();
  expect(problems, problems.join('\n')).toEqual([]);
});

test('a request long past offers the department WhatsApp with the service and the dates, then the judge', async ({ page }) => {
  await open(page);
  const service = services.find((s) => s.slug === 'certidoes-protesto')!;
  await choose(page, service.title, 'Outros pedidos', '2020-01-06');
  // At most 5 business days from Monday 6/1/2020: an upper limit reads as one, "até" Monday 13/1/2020.
  await expect(answer(page)).toContainText('Fica pronto até 13/01/2020 (segunda-feira).');
  await expect(past(page)).toBeVisible();
  await expect(past(page)).toContainText('A data prevista já passou. O que fazer:');
  const steps = past(page).locator('ol > li');
  await expect(steps).toHaveCount(2);
  const link = steps.nth(0).getByRole('link', { name: /Enviar mensagem ao departamento Protesto/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const href = new URL((await link.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${service.department!.number}`);
  const message = href.searchParams.get('text')!;
  expect(message).toContain(`${service.title} (Outros pedidos)`);
  expect(message).toContain('06/01/2020');
  expect(message).toContain('13/01/2020');
  // The departments are sample numbers: the link says so and the message is shown.
  await expect(steps.nth(0).locator('[data-sample-mark]')).toHaveText('(número de exemplo)');
  await expect(steps.nth(0)).toContainText(message);
  // Then the judge's office, an office fact still to confirm, with its legal basis.
  await expect(steps.nth(1)).toContainText('juiz corregedor');
  await expect(steps.nth(1)).toContainText('(texto de exemplo, a confirmar)');
  await expect(steps.nth(1).getByRole('link', { name: /Lei nº 8.935\/1994/ })).toHaveAttribute('href', /planalto\.gov\.br/);
  // Today's request is not late: the steps go.
  await choose(page, service.title, 'Outros pedidos', isoDate(wallClock(new Date(), schedule.zone).day));
  await expect(past(page)).toBeHidden();

  if (process.env.TOOL_SCREENSHOTS) {
    await choose(page, service.title, 'Outros pedidos', '2020-01-06');
    // The page as it lies (the sticky header at the top), not scrolled under it.
    await main(page).getByLabel('Dia do pedido').blur();
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await page.locator('main .ready-date').boundingBox())!;
    await page.screenshot({ fullPage: true, clip: box, path: path.join(process.cwd(), 'docs/ferramentas/quando-fica-pronto-375.png') });
  }
});

test('without JavaScript the page lists every service deadline and explains the form needs it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(ROUTE);
  await expect(page.locator('main form[data-ready-date]')).toBeHidden();
  await expect(main(page)).toContainText('O cálculo da data precisa de JavaScript');
  const list = page.locator('main .deadline-list');
  for (const service of services) {
    const item = list.locator('.deadline-list__item', { has: page.getByRole('link', { name: service.title, exact: true }) });
    await expect(item, service.title).toBeVisible();
    await expect(item.getByRole('link', { name: service.title, exact: true })).toHaveAttribute('href', `${service.route}#resumo`);
  }
  await expect(list).toContainText(site.facts['fatos.prazoEscrituraSimples']);
  await expect(list).toContainText(site.facts['fatos.prazoCertidaoProtesto']);
  // The days the count skips, and whether the day of the request counts.
  await expect(list.getByRole('heading', { name: 'Feriados e fechamentos que o cálculo não conta' })).toBeVisible();
  await expect(list.locator('.deadline-list__closed li').filter({ hasText: 'feriado nacional' }).first()).toBeVisible();
  await expect(main(page)).toContainText('O dia do pedido não entra na conta');
  await context.close();
});

test('service summaries with a deadline in numbers link to the tool; the others do not', async ({ page }) => {
  for (const service of services.filter((s) => ['escrituras', 'certidoes-protesto', 'atas-notariais'].includes(s.slug))) {
    await page.goto(service.route);
    const line = page.locator('main [data-summary="prazo"]');
    await expect(line).toBeVisible();
    const link = page.locator('main .summary').getByRole('link', { name: 'Calcular a data' });
    await expect(link).toHaveCount(service.kinds.length ? 1 : 0);
    if (service.kinds.length) await expect(link).toHaveAttribute('href', `${ROUTE}?servico=${service.slug}`);
  }
});

test('the footer\'s services group leads to the tool from every page', async ({ page }) => {
  for (const route of ['/', '/contato', '/servicos/escrituras']) {
    await page.goto(route);
    const group = page.getByRole('navigation', { name: 'Serviços' });
    await expect(group.getByRole('link', { name: 'Quando fica pronto?' })).toHaveAttribute('href', ROUTE);
  }
});

test('opened from a service summary, the tool starts on that service', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${ROUTE}?servico=certidoes-protesto`);
  await waitForHydration(page);
  await expect(main(page).getByLabel('Serviço', { exact: true })).toHaveValue('certidoes-protesto');
  await expect(main(page).getByLabel('Tipo de pedido')).toBeVisible();
  await main(page).getByRole('button', { name: 'Calcular' }).click();
  await expect(answer(page)).toContainText(services.find((s) => s.slug === 'certidoes-protesto')!.kinds[0].text);
});

test('axe: no violations at 375 and 1280 px, with a result and the late-request steps showing', async ({ page }) => {
  await open(page);
  const report: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await choose(page, 'Escrituras Públicas', 'Escritura complexa (muitas partes ou imóveis)', '2020-01-06');
    await expect(past(page)).toBeVisible();
    const found = formatAxeViolations(await axeViolations(page));
    if (found) report.push(`${width}px: ${found}`);
  }
  expect(report, report.join('\n')).toEqual([]);
});

test('read once, the page still counts offline', async ({ page, context }) => {
  await open(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(async (r) => Boolean(await caches.match(r)), ROUTE)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-served-offline', 'copy');
  await expect(page.locator('form[data-ready-date]')).toHaveAttribute('data-ready', 'true');
  await choose(page, 'Registro de Títulos e Documentos', undefined, '2026-11-05');
  await expect(answer(page)).toContainText('Fica pronto até');
  await context.setOffline(false);
});
