import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import YAML from 'yaml';
import { waitForHydration, watchConsole } from './helpers';

interface Platforms { categorias: { categoria: string; servicos: { nome: string; url: string; destaqueInicio?: boolean }[] }[] }
interface Fees { periodos: { periodo: string; atos: number; receita: number }[] }

// Platform names and addresses may name office facts ({{cartorio.portalSeloUrl}}): read them as the page shows them.
// Nested facts are named by joining their keys: portalSelo.url is {{cartorio.portalSeloUrl}}.
const flatten = (value: unknown, prefix = ''): [string, unknown][] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? prefix + key[0].toUpperCase() + key.slice(1) : key))
    : [[prefix, value]];
const officeFacts = Object.fromEntries(flatten(YAML.parse(fs.readFileSync('content/office.yml', 'utf8'))));
const withOfficeFacts = (text: string) => text.replace(/\{\{cartorio\.(\w+)\}\}/g, (_, name: string) => String(officeFacts[name]));
const platforms = YAML.parse(withOfficeFacts(fs.readFileSync('content/plataformas.yml', 'utf8'))) as Platforms;
const fees = YAML.parse(fs.readFileSync('content/emolumentos.yml', 'utf8')) as Fees;
const allPlatforms = platforms.categorias.flatMap((c) => c.servicos);

/** pt-BR integers: 215.613 (dot as thousands separator, no decimals). */
const PT_BR_INTEGER = /^\d{1,3}(\.\d{3})+$/;
/** pt-BR money: R$ 4.238.917,73 (the space after R$ is a no-break space in Intl's output). */
const PT_BR_MONEY = /^R\$\s\d{1,3}(\.\d{3})*,\d{2}$/;

/** Fails the test if the page asks anything of a host other than the local site. */
function watchThirdParty(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') foreign.push(request.url());
  });
  return foreign;
}

async function open(page: Page, route: string) {
  await page.goto(route);
  await waitForHydration(page);
}

async function expectNewTabSafe(link: ReturnType<Page['locator']>) {
  await expect(link).toHaveAttribute('target', '_blank');
  const rel = (await link.getAttribute('rel')) ?? '';
  expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
}

test.describe('/servicos-online', () => {
  test('lists every official platform of plataformas.yml, each opening safely in a new tab', async ({ page }) => {
    const problems = watchConsole(page);
    const foreign = watchThirdParty(page);
    await open(page, '/servicos-online');
    const main = page.locator('main');

    for (const category of platforms.categorias) {
      await expect(main.getByRole('heading', { level: 2, name: category.categoria })).toBeVisible();
    }
    for (const platform of allPlatforms) {
      await expect(main.getByRole('heading', { level: 3, name: platform.nome })).toBeVisible();
      const link = main.locator(`a[href="${platform.url}"]`);
      await expect(link).toHaveCount(1);
      await expect(link).toBeVisible();
      // The link names the site the visitor is about to open.
      await expect(link).toContainText(new URL(platform.url).hostname.replace(/^www\./, ''));
    }

    const external = main.locator('a[href^="http"]');
    expect(await external.count()).toBeGreaterThanOrEqual(allPlatforms.length);
    for (const link of await external.all()) await expectNewTabSafe(link);

    // Benefits, important notes and the closing call to action.
    for (const benefit of ['Disponível 24 horas', 'Segurança', 'Praticidade']) {
      await expect(main.getByRole('heading', { level: 3, name: benefit })).toBeVisible();
    }
    for (const note of ['Segurança', 'Prazo de entrega', 'Dúvidas']) {
      await expect(main.locator('.notice__title', { hasText: note })).toBeVisible();
    }
    await expect(main.locator('a[href="/contato"]').last()).toBeVisible();
    await expect(main.locator('a[href="/duvidas"]').last()).toBeVisible();
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe('/emolumentos', () => {
  test('shows ten half-years with pt-BR numbers and exactly the two most recent highlighted', async ({ page }) => {
    const problems = watchConsole(page);
    await open(page, '/emolumentos');
    const rows = page.locator('main table.fees-table tbody tr');
    await expect(rows).toHaveCount(10);
    expect(fees.periodos).toHaveLength(10);

    for (const [i, row] of (await rows.all()).entries()) {
      await expect(row.locator('th')).toContainText(fees.periodos[i].periodo);
      const [acts, revenue] = await row.locator('td').allInnerTexts();
      expect(acts.trim()).toMatch(PT_BR_INTEGER);
      expect(revenue.trim()).toMatch(PT_BR_MONEY);
    }
    await expect(rows.first().locator('td').first()).toHaveText('112.325');
    await expect(rows.last().locator('td').first()).toHaveText('215.613');
    await expect(rows.last().locator('td').last()).toHaveText(/^R\$\s4\.2\d{2}\.\d{3},\d{2}$/);

    // Highlighted by a text marker, not colour alone: exactly the last two rows carry one, each its own.
    const marked = rows.locator('.fees-table__badge');
    await expect(marked).toHaveText(['Semestre anterior', 'Último semestre']);
    await expect(rows.filter({ has: page.locator('.fees-table__badge') }).locator('th')).toContainText(['2º semestre de 2023', '1º semestre de 2024']);
    await expect(page.locator('main caption#tabela-emolumentos-titulo')).toContainText('(valores de exemplo)');
    await expect(page.locator('main tr.fees-table__row--recent')).toHaveCount(2);
    const background = (row: number) => rows.nth(row).locator('td').first().evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background(9)).not.toEqual(await background(0));

    await expect(page.locator('main')).toContainText('Fonte: CNJ – Justiça Aberta, gerado em 07/07/2025.');
    await expect(page.locator('main')).toContainText('Dados de exemplo');
    expect(problems).toEqual([]);
  });

  test('has a chart with an accessible name and a description in words', async ({ page }) => {
    await open(page, '/emolumentos');
    const chart = page.getByRole('img', { name: 'Gráfico: atos praticados e receita bruta por semestre' });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(/112\.325.*215\.613/);
    // One pair of bars per half-year, drawn in SVG by the site (no chart library, no canvas).
    await expect(chart.locator('rect')).toHaveCount(20);
    await expect(page.locator('main canvas, main iframe')).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the table and the chart are in the prerendered page', async ({ page }) => {
      await page.goto('/emolumentos');
      await expect(page.locator('main table.fees-table tbody tr')).toHaveCount(10);
      await expect(page.getByRole('img', { name: /atos praticados e receita bruta/ })).toBeVisible();
    });
  });
});

test.describe('home page', () => {
  test('shows the three newest news items, newest first, and the featured services', async ({ page }) => {
    const problems = watchConsole(page);
    const foreign = watchThirdParty(page);
    await open(page, '/');
    const news = page.locator('#noticias').locator('xpath=ancestor::section[1]').locator('li.card');
    await expect(news).toHaveCount(3);
    const dates = await news.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(page.locator('a[href="/noticias"]').filter({ hasText: 'Ver todas as notícias' })).toBeVisible();

    // The home shows the newest three of the same list /noticias shows.
    const newest = await news.locator('h3 a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    await open(page, '/noticias');
    const listed = await page.locator('main li.card :is(h2, h3) a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(listed.slice(0, 3)).toEqual(newest);

    await open(page, '/');
    // Six service cards (services marked destaqueInicio: true by their own pages).
    const services = page.locator('#nossos-servicos').locator('xpath=ancestor::section[1]').locator('li.card');
    await expect(services).toHaveCount(6);
    for (const link of await services.locator('a').all()) expect(await link.getAttribute('href')).toMatch(/^\/servicos\//);

    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('has the hero buttons, four official certificate links, and the office contact card', async ({ page }) => {
    await open(page, '/');
    const hero = page.locator('main header.hero');
    await expect(hero.locator('a[href="/servicos"]')).toBeVisible();
    await expect(hero.locator('a[href="/contato"]')).toBeVisible();

    const strip = page.getByRole('list', { name: /plataformas oficiais/ });
    const links = strip.locator('a');
    await expect(links).toHaveCount(4);
    const featured = allPlatforms.filter((p) => p.destaqueInicio).map((p) => p.url);
    expect(await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual(featured);
    for (const link of await links.all()) await expectNewTabSafe(link);
    await expect(page.locator('main a[href="/servicos-online"]')).toBeVisible();

    const office = YAML.parse(fs.readFileSync('content/office.yml', 'utf8')) as { telefone: string; email: string; tempoDeServico: string };
    // The first screen's call button and the contact card both call the office.
    await expect(page.locator(`main a[href="tel:+${office.telefone}"]`)).toHaveCount(2);
    for (const call of await page.locator(`main a[href="tel:+${office.telefone}"]`).all()) await expect(call).toBeVisible();
    await expect(page.locator(`main a[href="mailto:${office.email}"]`)).toBeVisible();
    await expect(page.locator('main')).toContainText(office.tempoDeServico);
  });
});

test.describe('/noticias and /cartorio', () => {
  test('/noticias lists every news item newest first, without the placeholder', async ({ page }) => {
    await open(page, '/noticias');
    const items = page.locator('main li.card');
    const files = fs.readdirSync('content/noticias').filter((f) => f.endsWith('.mdx'));
    await expect(items).toHaveCount(files.length);
    const dates = await items.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(page.locator('main')).not.toContainText('Página em desenvolvimento');
    // News of more than one year: a heading per year, newest first, each reachable from the list of years.
    const years = [...new Set(dates.map((d) => d.slice(0, 4)))];
    expect(years.length).toBeGreaterThan(1);
    await expect(page.locator('main h2[id^="ano-"]')).toHaveText(years);
    const nav = page.getByRole('navigation', { name: 'Notícias por ano' });
    await nav.getByRole('link', { name: years[years.length - 1] }).click();
    await expect(page).toHaveURL(new RegExp(`#ano-${years[years.length - 1]}$`));
    await expect(page.locator(`#ano-${years[years.length - 1]}`)).toBeInViewport();
  });

  test('/cartorio shows the institutional data and opens the map only on request', async ({ page }) => {
    const foreign = watchThirdParty(page);
    await open(page, '/cartorio');
    const main = page.locator('main');
    const office = YAML.parse(fs.readFileSync('content/office.yml', 'utf8')) as { cnpj: string; cns: string; mapaUrl: string; tabeliaes: { titular: string; substituto: string } };
    for (const text of [office.cnpj, office.cns, office.tabeliaes.titular, office.tabeliaes.substituto]) await expect(main).toContainText(text);
    for (const value of ['Segurança jurídica', 'Agilidade', 'Atendimento humanizado', 'Excelência']) {
      await expect(main.getByRole('heading', { level: 3, name: value })).toBeVisible();
    }
    const differentials = main.locator('#nossos-diferenciais').locator('xpath=following-sibling::*[1]').locator('li.card');
    await expect(differentials).toHaveCount(6);

    const map = main.locator(`a[href="${office.mapaUrl}"]`);
    await expect(map).toBeVisible();
    await expectNewTabSafe(map);
    await expect(main.locator('iframe')).toHaveCount(0);
    expect(foreign).toEqual([]);
  });
});
