/**
 * The spec's own words, checked on the prerendered pages with JavaScript off: section titles, button
 * labels and fixed messages a citizen (or the office) expects to find, each on the page the spec names.
 */
import { expect, test } from '@playwright/test';

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

for (const slug of SERVICE_PAGES) {
  test(`/servicos/${slug}: shared hero buttons and closing call to action`, async ({ page }) => {
    await page.goto(`/servicos/${slug}`);
    const hero = page.locator('header.hero--service');
    await expect(hero.getByRole('link', { name: 'Consultar Valores' })).toHaveAttribute('href', '/emolumentos');
    const primary = hero.locator('a[href="/contato"]');
    await expect(primary).toHaveText(['escrituras', 'procuracoes', 'testamentos'].includes(slug) ? 'Agendar Atendimento' : 'Solicitar Serviço');
    const cta = page.locator('section.cta');
    await expect(cta.getByRole('link', { name: 'Fale Conosco' })).toHaveAttribute('href', '/contato');
    await expect(cta.locator('a[href="/servicos-online"]')).toBeVisible();
  });
}

test('apostilamento: the Hague apostille page says it is under construction', async ({ page }) => {
  await page.goto('/servicos/apostilamento');
  await expect(page.locator('main h1')).toHaveText('Apostilamento de Haia');
  await expect(page.getByText('Esta seção está em construção e estará disponível em breve.')).toBeVisible();
});

test('service pages have their documents, deadlines and fees under stable anchors', async ({ page }) => {
  await page.goto('/servicos/certidoes-registro-civil');
  for (const id of ['documentos', 'prazos', 'custos']) await expect(page.locator(`h2#${id}`)).toBeVisible();
});

test('/duvidas: the four categories, all with their headers', async ({ page }) => {
  await page.goto('/duvidas');
  await expect(page.locator('main h2.faq-category__title')).toHaveText([
    /Documentos Necessários/, /Prazos e Procedimentos/, /Custos e Pagamentos/, /Serviços Gerais/,
  ]);
  await expect(page.locator('main a[href="/contato"]').last()).toBeVisible();
  await expect(page.locator('main a[href="/emolumentos"]').last()).toBeVisible();
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
