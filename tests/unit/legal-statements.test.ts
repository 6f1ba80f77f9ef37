/**
 * Statements have owners (docs/ARCHITECTURE.md, "Statements have owners"): a passage of the site that speaks
 * of the law ("lei", "garantido", "obrigatório", "direito") names its basis where it is read, with the
 * <BaseLegal> block or a link to the official text, or is listed below with the reason it needs none.
 * The legal bases are facts of content/fatos/leis.yml, each a link to the official text.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/node/content/load';
import { contentFiles } from '../../src/node/content/files';
import { OFFICIAL_SOURCES, sitePassages, uncitedLegalStatements, type Passage } from '../../src/node/content/legal-statements';
import { mdxTree } from '../../src/node/content/mdx-tree';

const ROOT = path.resolve(__dirname, '../..');
const site = loadContent(ROOT);

/** Passages that use the words without stating what a law says, each with why. */
const ALLOWED: { file: string; text: RegExp; reason: string }[] = [
  { file: 'content/paginas/atos-gratuitos.mdx', text: /quem tem direito, descontos/, reason: 'the page description: says what the page lists' },
  { file: 'content/paginas/atos-gratuitos.mdx', text: /^Não sabe se tem direito\?/, reason: 'a question to the visitor, pointing to the office' },
  { file: 'content/paginas/politica-privacidade.mdx', text: /seus direitos pela LGPD e como falar/, reason: 'the page description: the page cites the LGPD where it lists the rights' },
  { file: 'content/paginas/politica-privacidade.mdx', text: /^(Seus direitos|Como exercer seus direitos)$/, reason: 'a heading; the lead-in under it cites LGPD, art. 18' },
  { file: 'content/paginas/politica-privacidade.mdx', text: /^Pedir a anonimização/, reason: 'an item of the LGPD art. 18 list, whose lead-in cites it' },
  { file: 'content/paginas/politica-privacidade.mdx', text: /programa de adequação à Lei Geral/, reason: 'an office statement to confirm (certificacaoLgpd, amostra): names the law as its subject' },
  { file: 'content/paginas/servicos/certidoes-registro-civil.mdx', text: /Se tiver direito à gratuidade ou a desconto/, reason: 'entitlement, pointing to /atos-gratuitos where the rules are' },
  { file: 'content/paginas/servicos/registro-civil.mdx', text: /Se tiver direito à gratuidade, traga/, reason: 'entitlement, pointing to /atos-gratuitos where the rules are' },
  { file: 'content/paginas/servicos/registro-civil.mdx', text: /quem tem direito a eles, estão reunidos/, reason: 'a link to /atos-gratuitos' },
  { file: 'content/paginas/servicos/registro-imoveis.mdx', text: /criam direitos sobre o imóvel/, reason: 'describes the act (rights over the property), not what a law says' },
  { file: 'content/noticias/gratuidade-certidoes.mdx', text: /direito a outras gratuidades/, reason: 'an invented sample news item (amostra: true), rewritten by the office; its body cites Lei 6.015/1973, art. 30' },
  { file: 'content/duvidas/custos-e-pagamentos.mdx', text: /^Atos gratuitos por lei$/, reason: 'a bold subtitle; the first item under it cites Lei 6.015/1973, art. 30' },
];

const allowed = (p: Passage) => ALLOWED.some((a) => a.file === p.file && a.text.test(p.text));

describe('statements about the law name their basis', () => {
  const passages = sitePassages(site);

  it('the content loads', () => {
    expect(site.errors).toEqual([]);
    expect(passages.length).toBeGreaterThan(500);
  });

  it('every passage naming a law cites it, or is allowed with a reason', () => {
    const missing = uncitedLegalStatements(passages).filter((p) => !allowed(p)).map((p) => `${p.file}: ${p.text}`);
    expect(missing, 'Cite a base legal (<BaseLegal>{{fatos.lei…}}</BaseLegal>, or "({{fatos.lei…}})" in a field) or add the passage to ALLOWED with its reason').toEqual([]);
  });

  it('every allowance still matches a passage (none left behind by an edit)', () => {
    const unused = ALLOWED.filter((a) => !passages.some((p) => p.file === a.file && a.text.test(p.text)));
    expect(unused.map((a) => `${a.file}: ${a.text}`)).toEqual([]);
  });

  it('the statements the issue found name their basis', () => {
    const cited = (file: string, words: RegExp) => {
      const found = passages.filter((p) => p.file === file && words.test(p.text));
      expect(found.length, `${file}: ${words}`).toBeGreaterThan(0);
      for (const p of found) expect(p.cited, `${file}: ${p.text}`).toBe(true);
    };
    cited('content/paginas/cartorio.mdx', /atendimento prioritário/);
    cited('content/paginas/servicos/testamentos.mdx', /16 anos ou mais/);
    cited('content/paginas/emolumentos.mdx', /cada Estado fixa por lei/);
    cited('content/duvidas/custos-e-pagamentos.mdx', /fixados por lei do Estado/);
    cited('content/paginas/index.mdx', /certidão eletrônica/);
    cited('content/paginas/servicos-online.mdx', /certidão eletrônica/);
    cited('content/noticias/novos-servicos-digitais.mdx', /certidão eletrônica/);
    cited('content/paginas/encarregado-lgpd.mdx', /Corregedoria Nacional de Justiça/);
  });
});

describe('the rule itself', () => {
  const passagesOf = (body: string) => sitePassages({ pages: [{ file: 'x.mdx', frontmatter: {}, tree: mdxTree(body) } as never], news: [], faq: [] });

  it('a passage naming a law without a basis is found; one with <BaseLegal> or an official link is not', () => {
    const found = uncitedLegalStatements(passagesOf([
      'A lei garante o desconto.',
      '',
      'A lei garante a prioridade <BaseLegal>[Lei nº 10.048/2000](https://www.planalto.gov.br/ccivil_03/leis/l10048.htm)</BaseLegal>.',
      '',
      '- É obrigatório pela [norma](https://atos.cnj.jus.br/atos/detalhar/5243).',
      '- Você tem direito a [tudo](https://example.com/lei).',
    ].join('\n')));
    expect(found.map((p) => p.text)).toEqual(['A lei garante o desconto.', 'Você tem direito a tudo.']);
  });
});

describe('content/fatos/leis.yml: the list of legal bases', () => {
  const laws = Object.entries(site.facts).filter(([key]) => /^fatos\.lei[A-Z]/.test(key));
  const files = contentFiles(ROOT);
  const allText = [...files.list('content', '.mdx').map((rel) => files.text(`content/${rel}`)), ...files.list('content/fatos', '.yml').map((rel) => files.text(`content/fatos/${rel}`))].join('\n');

  it('each basis is a link to an official text', () => {
    expect(laws.length).toBeGreaterThan(8);
    for (const [key, value] of laws) {
      const link = /^\[[^\]]+\]\(([^)]+)\)$/.exec(value);
      expect(link, key).not.toBeNull();
      expect(link![1], key).toMatch(OFFICIAL_SOURCES);
    }
  });

  it('each basis is cited somewhere (a basis no page uses is removed with its statement)', () => {
    for (const [key] of laws) expect(allText, key).toContain(`{{${key}}}`);
  });
});
