/**
 * Statements have owners (issue #36), read in the built site with sample data: each office statement the
 * spec does not make carries the site's sample mark in its own paragraph or list item, and each statement
 * about the law names its basis there (<BaseLegal>) or links the official text. The publishing build's
 * list of these statements by file and line is checked in tests/unit/sample-data.test.ts; the rule for
 * new content in tests/unit/legal-statements.test.ts.
 * Read from the built HTML, which every reader gets whether or not scripts run: no browser needed.
 */
import { expect, test } from '@playwright/test';
import type { Element, Root } from 'hast';
import { all, builtPage, one, textOf } from './built-page';

/** The passages (paragraph, list item, table cell, summary row) that say `words`, each on its own. */
const passages = (scope: Root | Element, words: RegExp) =>
  all('p, li, td, dd', scope).filter((item) => words.test(textOf(item)) && all('p, li', item).every((inner) => inner === item));

/** The page's main content, as built. */
const mainOf = (route: string) => one('main', builtPage(route));

const SAMPLE_MARK = '(texto de exemplo, a confirmar)';

/** The sample marks `item` carries, by their words. */
const marksIn = (item: Element) => all('[data-sample-mark]', item).map(textOf);

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
  { route: '/canais-oficiais', words: /o título intimado é pago no próprio cartório de protesto/ },
  { route: '/servicos/protesto', words: /Onde pagar: o título intimado/ },
  { route: '/quando-fica-pronto', words: /Nos prazos, dia útil é de segunda a sexta-feira/ },
  { route: '/duvidas', words: /Escrituras e procurações: No cartório ou a distância/ },
  { route: '/noticias/novos-servicos-digitais', words: /Escrituras e procurações: No cartório ou a distância/ },
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
  { route: '/canais-oficiais', words: /o título intimado é pago no próprio cartório de protesto/, source: /l9492/ },
  { route: '/quando-fica-pronto', words: /dia útil é de segunda a sexta-feira/, source: /l9492/ },
  { route: '/quando-fica-pronto', words: /Prazos em dias corridos/, source: /l10406/ },
  { route: '/servicos/escrituras', words: /A escritura só transfere a propriedade/, source: /l10406/ },
  { route: '/politica-privacidade', words: /não são apagados a pedido/, source: /l13709/ },
];

/** The routes of `claims` in first-seen order, each with its claims: one test per page. */
function byRoute<T extends { route: string }>(claims: T[]): Map<string, T[]> {
  const routes = new Map<string, T[]>();
  for (const claim of claims) routes.set(claim.route, [...(routes.get(claim.route) ?? []), claim]);
  return routes;
}

test.describe('office claims carry the sample mark where they are read', () => {
  for (const [route, claims] of byRoute(OFFICE_CLAIMS)) {
    test(`${route}: ${claims.map((c) => c.words.source).join('; ')}`, () => {
      for (const { words } of claims) {
        const found = passages(mainOf(route), words);
        expect(found.length, `"${words.source}" is on the page`).toBeGreaterThan(0);
        for (const item of found) expect(marksIn(item), textOf(item)).toEqual([SAMPLE_MARK]);
      }
    });
  }

  test('/contato: what each department handles, in the list and in the form\'s help', () => {
    const page = builtPage('/contato');
    const handles = all('.departments__handles', page);
    expect(handles).toHaveLength(6);
    for (const item of handles) expect(marksIn(item), textOf(item)).toHaveLength(1);
    const help = all('.department-help li', page);
    expect(help).toHaveLength(6);
    for (const item of help) expect(marksIn(item), textOf(item)).toHaveLength(1);
  });

  test('the footer\'s "onde fazer" link says this office does not do it: marked', () => {
    const items = all('footer li', builtPage('/')).filter((li) => textOf(li).includes('Registro de Imóveis: onde fazer'));
    expect(items).toHaveLength(1);
    expect(marksIn(items[0])).toHaveLength(1);
  });

  test('"Como fazer" that the spec does not state is marked on every service page that says it', () => {
    for (const route of ['/servicos/escrituras', '/servicos/procuracoes', '/servicos/testamentos', '/servicos/reconhecimento-firma', '/servicos/autenticacao']) {
      const how = all('.how-done', mainOf(route));
      expect(how.length, route).toBeGreaterThan(0);
      for (const item of how) expect(marksIn(item).length, `${route}: ${textOf(item)}`).toBeGreaterThan(0);
    }
  });

  test('the privacy page speaks of no social network the office has not configured', () => {
    expect(textOf(mainOf('/politica-privacidade'))).not.toContain('redes sociais do cartório');
  });
});

test.describe('statements about the law name their basis where they are read', () => {
  for (const [route, claims] of byRoute(LEGAL_CLAIMS)) {
    test(`${route}: ${claims.map((c) => c.words.source).join('; ')}`, () => {
      for (const { words, source } of claims) {
        const found = passages(mainOf(route), words);
        expect(found.length, `"${words.source}" is on the page`).toBeGreaterThan(0);
        for (const item of found) {
          const link = all(OFFICIAL, item)[0];
          expect(link, `"${words.source}" links the official text`).toBeDefined();
          expect(String(link.properties.href)).toMatch(source);
          expect(link.properties.rel).toEqual(['noopener', 'noreferrer']);
        }
      }
    });
  }
});
