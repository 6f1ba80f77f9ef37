/**
 * The spec's own words, checked on the prerendered pages with JavaScript off: section titles, button
 * labels and fixed messages a citizen (or the office) expects to find, each on the page the spec names.
 */
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import YAML from 'yaml';

test.use({ javaScriptEnabled: false });

const SERVICE_PAGES = [
  'escrituras', 'procuracoes', 'testamentos', 'apostilamento', 'reconhecimento-firma', 'atas-notariais', 'autenticacao',
  'registro-civil', 'certidoes-registro-civil', 'certidoes-protesto', 'certidoes-notariais', 'protesto', 'registro-titulos',
  'registro-imoveis', 'certidoes',
];

test('home: hero buttons to the services and contact pages, six service cards, three news cards', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('main header').first();
  await expect(hero.locator('a[href="/servicos"]')).toBeVisible();
  await expect(hero.locator('a[href="/contato"]')).toBeVisible();
  await expect(page.locator('#nossos-servicos ~ ul > li, [aria-labelledby="nossos-servicos"] .card--link')).toHaveCount(6);
  await expect(page.locator('.card--news')).toHaveCount(3);
  await expect(page.locator('main a[href="/noticias"]').first()).toBeVisible();
  await expect(page.locator('main a[href="/servicos-online"]').first()).toBeVisible();
});

test('service pages: the main action and "Consultar Valores" (to the service\'s rows on /emolumentos) under the summary, and the closing call to action', async ({ page }) => {
  // One page for all fifteen: each load is a plain static page with scripts off.
  const office = YAML.parse(fs.readFileSync('content/office.yml', 'utf8')) as { atribuicoes: { registroDeImoveis: boolean } };
  const booked = ['escrituras', 'procuracoes', 'testamentos', 'atas-notariais'];
  for (const slug of SERVICE_PAGES) {
    await page.goto(`/servicos/${slug}`);
    const cta = page.locator('section.cta');
    await expect(cta.getByRole('link', { name: 'Fale Conosco' }), slug).toHaveAttribute('href', '/contato');
    await expect(cta.locator('a[href="/servicos-online"]'), slug).toBeVisible();
    const offersNothing = slug === 'apostilamento' || (slug === 'registro-imoveis' && !office.atribuicoes.registroDeImoveis);
    if (offersNothing) {
      // Under construction, or a service this office does not do: nothing to request, no prices of its own.
      for (const name of ['Consultar Valores', 'Solicitar Serviço', 'Agendar Atendimento']) {
        await expect(page.getByRole('link', { name }), `${slug}: ${name}`).toHaveCount(0);
      }
      continue;
    }
    const actions = page.locator('.summary__actions');
    await expect(actions.getByRole('link', { name: 'Consultar Valores' }), slug).toHaveAttribute('href', `/emolumentos#valores-${slug}`);
    await expect(actions.locator('a[href="/contato"]'), slug).toHaveText(booked.includes(slug) ? 'Agendar Atendimento' : 'Solicitar Serviço');
  }
});

test('apostilamento: the Hague apostille page says it is under construction', async ({ page }) => {
  await page.goto('/servicos/apostilamento');
  await expect(page.locator('main h1')).toHaveText('Apostilamento de Haia');
  await expect(page.getByText('Esta seção está em construção e estará disponível em breve.')).toBeVisible();
});

test('service pages have their documents, deadlines and fees under stable anchors', async ({ page }) => {
  await page.goto('/servicos/certidoes-registro-civil');
  for (const id of ['resumo', 'documentos', 'prazos', 'custos']) await expect(page.locator(`h2#${id}`)).toBeVisible();
});

test('/duvidas: the four categories, all with their headers', async ({ page }) => {
  await page.goto('/duvidas');
  await expect(page.locator('main h2.faq-category__title')).toHaveText([
    /Documentos Necessários/, /Prazos e Procedimentos/, /Custos e Pagamentos/, /Serviços Gerais/,
  ]);
  await expect(page.locator('main a[href="/contato"]').last()).toBeVisible();
  await expect(page.locator('main a[href^="/emolumentos"]').last()).toBeVisible();
});

test('/cartorio: the four values and the location block', async ({ page }) => {
  await page.goto('/cartorio');
  for (const value of ['Segurança jurídica', 'Agilidade', 'Atendimento humanizado', 'Excelência']) {
    await expect(page.locator('main h3', { hasText: value })).toHaveCount(1);
  }
  await expect(page.locator('h2#localizacao')).toBeVisible();
});

test('/servicos-online: benefits and the five platform categories', async ({ page }) => {
  await page.goto('/servicos-online');
  for (const benefit of ['Disponível 24 horas', 'Segurança', 'Praticidade']) {
    await expect(page.locator('main h3', { hasText: new RegExp(`^${benefit}$`) })).toHaveCount(1);
  }
  for (const category of ['Certidões de Registro Civil', 'Registro de Imóveis', 'Serviços Notariais', 'Protestos', 'Outros Serviços']) {
    await expect(page.locator('main h2', { hasText: category })).toHaveCount(1);
  }
});

test('/noticias: the news page title', async ({ page }) => {
  await page.goto('/noticias');
  await expect(page.locator('main h1')).toHaveText('Notícias e Avisos');
});

test('/encarregado-lgpd: the officer can be written to', async ({ page }) => {
  await page.goto('/encarregado-lgpd');
  await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
  await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
});
