/**
 * Statements have owners (issue #36), read in the built site with sample data: each office statement the
 * spec does not make carries the site's sample mark in its own paragraph or list item, and each statement
 * about the law names its basis there (<BaseLegal>) or links the official text. The publishing build's
 * list of these statements by file and line is checked in tests/unit/sample-data.test.ts; the rule for
 * new content in tests/unit/legal-statements.test.ts.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

/** The passage (paragraph, list item, table cell, summary row) that says `words`, on its own. */
const passage = (scope: Page | Locator, words: string | RegExp) =>
  scope.locator('p, li, td, dd').filter({ hasText: words }).filter({ hasNot: scope.locator('p, li') });

const OFFICIAL = 'a[href^="https://www.planalto.gov.br/"], a[href^="https://atos.cnj.jus.br/"]';

const OFFICE_CLAIMS: { route: string; words: RegExp }[] = [
  { route: '/servicos/registro-imoveis', words: /Este cartório não faz o registro de imóveis/ },
  { route: '/servicos/registro-imoveis', words: /Este cartório não cobra pelo registro/ },
  { route: '/servicos/certidoes', words: /Este cartório não faz o registro de imóveis/ },
  { route: '/cartorio', words: /informamos o valor do seu caso antes/ },
  { route: '/servicos', words: /informamos o valor do seu caso antes/ },
  { route: '/cartorio', words: /acompanhamos gerações de famílias/ },
  { route: '/politica-privacidade', words: /O servidor que hospeda o site registra/ },
  { route: '/politica-privacidade', words: /controle de acesso e medidas de segurança/ },
  { route: '/politica-privacidade', words: /A versão completa desta política/ },
  { route: '/atos-gratuitos', words: /Estudantes: comprovante de matrícula/ },
  { route: '/atos-gratuitos', words: /Pessoas com 60 anos ou mais: documento/ },
  { route: '/servicos/certidoes-registro-civil', words: /Desconto para estudantes:/ },
  { route: '/servicos/certidoes-registro-civil', words: /Desconto para pessoas com 60 anos ou mais:/ },
];

const LEGAL_CLAIMS: { route: string; words: RegExp; source: RegExp }[] = [
  { route: '/cartorio', words: /têm atendimento prioritário/, source: /l10048/ },
  { route: '/servicos/testamentos', words: /16 anos ou mais/, source: /l10406/ },
  { route: '/emolumentos', words: /cada Estado fixa por lei/, source: /l10169/ },
  { route: '/duvidas', words: /fixados por lei do Estado/, source: /l10169/ },
  { route: '/', words: /certidão eletrônica/, source: /2200-2/ },
  { route: '/servicos-online', words: /certidão eletrônica/, source: /2200-2/ },
  { route: '/noticias/novos-servicos-digitais', words: /certidão eletrônica/, source: /2200-2/ },
  { route: '/encarregado-lgpd', words: /regras da Corregedoria Nacional de Justiça/, source: /atos\.cnj\.jus\.br/ },
];

/** The routes of `claims` in first-seen order, each with its claims: one page load checks them all. */
function byRoute<T extends { route: string }>(claims: T[]): Map<string, T[]> {
  const routes = new Map<string, T[]>();
  for (const claim of claims) routes.set(claim.route, [...(routes.get(claim.route) ?? []), claim]);
  return routes;
}

test.describe('office claims carry the sample mark where they are read', () => {
  for (const [route, claims] of byRoute(OFFICE_CLAIMS)) {
    test(`${route}: ${claims.map((c) => c.words.source).join('; ')}`, async ({ page }) => {
      await page.goto(route);
      for (const { words } of claims) {
        const found = passage(page.locator('main'), words);
        expect(await found.count(), `"${words.source}" is on the page`).toBeGreaterThan(0);
        for (const item of await found.all()) await expect(item.locator('[data-sample-mark]')).toHaveText('(texto de exemplo, a confirmar)');
      }
    });
  }

  test('/contato: what each department handles, in the list and in the form\'s help', async ({ page }) => {
    await page.goto('/contato');
    const handles = page.locator('.departments__handles');
    expect(await handles.count()).toBe(6);
    for (const item of await handles.all()) await expect(item.locator('[data-sample-mark]')).toHaveCount(1);
    const help = page.locator('.department-help li');
    expect(await help.count()).toBe(6);
    for (const item of await help.all()) await expect(item.locator('[data-sample-mark]')).toHaveCount(1);
  });

  test('the footer\'s "onde fazer" link says this office does not do it: marked', async ({ page }) => {
    await page.goto('/');
    const item = page.locator('footer li').filter({ hasText: 'Registro de Imóveis: onde fazer' });
    await expect(item.locator('[data-sample-mark]')).toHaveCount(1);
  });

  test('the privacy page speaks of no social network the office has not configured', async ({ page }) => {
    await page.goto('/politica-privacidade');
    await expect(page.locator('main')).not.toContainText('redes sociais do cartório');
  });
});

test.describe('statements about the law name their basis where they are read', () => {
  for (const [route, claims] of byRoute(LEGAL_CLAIMS)) {
    test(`${route}: ${claims.map((c) => c.words.source).join('; ')}`, async ({ page }) => {
      await page.goto(route);
      for (const { words, source } of claims) {
        const found = passage(page.locator('main'), words);
        expect(await found.count(), `"${words.source}" is on the page`).toBeGreaterThan(0);
        for (const item of await found.all()) {
          const link = item.locator(OFFICIAL);
          await expect(link.first()).toHaveAttribute('href', source);
          await expect(link.first()).toHaveAttribute('rel', 'noopener noreferrer');
        }
      }
    });
  }
});
