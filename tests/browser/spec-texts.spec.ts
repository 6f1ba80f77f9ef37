/**
 * The spec's own words, checked on the prerendered pages: section titles, button labels and fixed
 * messages a citizen (or the office) expects to find, each on the page the spec names. Read from the
 * built HTML (every visitor's page before any script); a browser without JavaScript then checks that
 * the page's own styles show them.
 */
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import YAML from 'yaml';
import { all, builtPage, linksNamed, one, saying, textOf } from './built-page';

const SERVICE_PAGES = [
  'escrituras', 'procuracoes', 'testamentos', 'apostilamento', 'reconhecimento-firma', 'atas-notariais', 'autenticacao',
  'registro-civil', 'certidoes-registro-civil', 'certidoes-protesto', 'certidoes-notariais', 'protesto', 'registro-titulos',
  'registro-imoveis', 'certidoes',
];
const UNDER_CONSTRUCTION = /Esta seção está em construção e estará disponível em breve\./;

/** The one element `selector` finds in `scope` (as a strict Playwright locator would). */
function only(selector: string, scope: Parameters<typeof all>[1], what = selector) {
  const found = all(selector, scope);
  expect(found, what).toHaveLength(1);
  return found[0];
}

test('home: hero buttons to the services and contact pages, six service cards, three news cards', () => {
  const home = builtPage('/');
  const hero = one('main header', home);
  only('a[href="/servicos"]', hero);
  only('a[href="/contato"]', hero);
  expect(all('#nossos-servicos ~ ul > li, [aria-labelledby="nossos-servicos"] .card--link', home)).toHaveLength(6);
  expect(all('.card--news', home)).toHaveLength(3);
  expect(all('main a[href="/noticias"]', home).length).toBeGreaterThan(0);
  expect(all('main a[href="/servicos-online"]', home).length).toBeGreaterThan(0);
});

test('service pages: the main action and "Consultar Valores" (to the service\'s rows on /emolumentos) under the summary, and the closing call to action', () => {
  const office = YAML.parse(fs.readFileSync('content/office.yml', 'utf8')) as { atribuicoes: { registroDeImoveis: boolean } };
  const booked = ['escrituras', 'procuracoes', 'testamentos', 'atas-notariais'];
  for (const slug of SERVICE_PAGES) {
    const page = builtPage(`/servicos/${slug}`);
    const cta = one('section.cta', page);
    const talk = linksNamed('Fale Conosco', cta);
    expect(talk, slug).toHaveLength(1);
    expect(talk[0].properties.href, slug).toBe('/contato');
    only('a[href="/servicos-online"]', cta, slug);
    const offersNothing = slug === 'apostilamento' || (slug === 'registro-imoveis' && !office.atribuicoes.registroDeImoveis);
    if (offersNothing) {
      // Under construction, or a service this office does not do: nothing to request, no prices of its own.
      for (const name of ['Consultar Valores', 'Solicitar Serviço', 'Agendar Atendimento']) expect(linksNamed(name, page), `${slug}: ${name}`).toEqual([]);
      continue;
    }
    const actions = one('.summary__actions', page);
    const prices = linksNamed('Consultar Valores', actions);
    expect(prices, slug).toHaveLength(1);
    expect(prices[0].properties.href, slug).toBe(`/emolumentos#valores-${slug}`);
    expect(textOf(only('a[href="/contato"]', actions, slug)), slug).toBe(booked.includes(slug) ? 'Agendar Atendimento' : 'Solicitar Serviço');
  }
});

test('apostilamento: the Hague apostille page says it is under construction', () => {
  const page = builtPage('/servicos/apostilamento');
  expect(textOf(only('main h1', page))).toBe('Apostilamento de Haia');
  expect(saying(UNDER_CONSTRUCTION, page)).toHaveLength(1);
});

test('service pages have their documents, deadlines and fees under stable anchors', () => {
  const page = builtPage('/servicos/certidoes-registro-civil');
  for (const id of ['resumo', 'documentos', 'prazos', 'custos']) only(`h2#${id}`, page);
});

test('/duvidas: the four categories, all with their headers', () => {
  const page = builtPage('/duvidas');
  const titles = all('main h2.faq-category__title', page).map(textOf);
  const expected = [/Documentos Necessários/, /Prazos e Procedimentos/, /Custos e Pagamentos/, /Serviços Gerais/];
  expect(titles).toHaveLength(expected.length);
  titles.forEach((title, i) => expect(title).toMatch(expected[i]));
  expect(all('main a[href="/contato"]', page).length).toBeGreaterThan(0);
  expect(all('main a[href^="/emolumentos"]', page).length).toBeGreaterThan(0);
});

test('/cartorio: the four values and the location block', () => {
  const page = builtPage('/cartorio');
  for (const value of ['Segurança jurídica', 'Agilidade', 'Atendimento humanizado', 'Excelência']) {
    expect(all('main h3', page).filter((h) => textOf(h).toLowerCase().includes(value.toLowerCase())), value).toHaveLength(1);
  }
  only('h2#localizacao', page);
});

test('/servicos-online: benefits and the five platform categories', () => {
  const page = builtPage('/servicos-online');
  for (const benefit of ['Disponível 24 horas', 'Segurança', 'Praticidade']) {
    expect(all('main h3', page).filter((h) => textOf(h) === benefit), benefit).toHaveLength(1);
  }
  for (const category of ['Certidões de Registro Civil', 'Registro de Imóveis', 'Serviços Notariais', 'Protestos', 'Outros Serviços']) {
    expect(all('main h2', page).filter((h) => textOf(h).toLowerCase().includes(category.toLowerCase())), category).toHaveLength(1);
  }
});

test('/noticias: the news page title', () => {
  expect(textOf(only('main h1', builtPage('/noticias')))).toBe('Notícias e Avisos');
});

test('/encarregado-lgpd: the officer can be written to', () => {
  const page = builtPage('/encarregado-lgpd');
  expect(all('main a[href^="mailto:"]', page).length).toBeGreaterThan(0);
  expect(all('main a[href^="tel:"]', page).length).toBeGreaterThan(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page styles show those words: the home hero, a service page\'s actions, the notice of a page under construction', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('main header').first();
    await expect(hero.locator('a[href="/servicos"]')).toBeVisible();
    await expect(hero.locator('a[href="/contato"]')).toBeVisible();
    await expect(page.locator('main a[href="/noticias"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/servicos-online"]').first()).toBeVisible();

    await page.goto('/servicos/escrituras');
    for (const id of ['resumo', 'documentos', 'prazos', 'custos']) await expect(page.locator(`h2#${id}`)).toBeVisible();
    await expect(page.locator('.summary__actions').getByRole('link', { name: 'Consultar Valores' })).toBeVisible();
    await expect(page.locator('.summary__actions a[href="/contato"]')).toBeVisible();
    await expect(page.locator('section.cta').getByRole('link', { name: 'Fale Conosco' })).toBeVisible();
    await expect(page.locator('section.cta a[href="/servicos-online"]')).toBeVisible();

    await page.goto('/servicos/apostilamento');
    await expect(page.getByText(UNDER_CONSTRUCTION)).toBeVisible();

    await page.goto('/encarregado-lgpd');
    await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
    await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
  });
});
