/**
 * The index is built from the content as the pages show it: sections and anchors match the page
 * (service sections, ## headings with rehype-heading-ids' de-duplication, <Band>/<Section>), FAQ
 * questions link to /duvidas#id, hidden pages stay out, and the synonyms file is validated with
 * messages an editor can act on.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPRESSIONS_FILE, loadContent, SYNONYMS_FILE } from '../../src/node/content/load';
import { tokenize } from '../../src/shared/search/normalize';
import { formatContentErrors } from '../../src/node/content/report';
import { measureQuality } from '../../src/shared/search/quality';
import { HELD_OUT_SETS, QUERY_SETS, TUNING_SET, readQuerySet } from '../../src/node/bench/query-sets';
import { bodySections, buildSearchIndex } from '../../src/node/search-index/extract';
import { mdxTree } from '../../src/node/content/mdx-tree';
import { faqQuestions } from '../../src/node/content/faq';
import { PASSAGE_BREAK } from '../../src/shared/search/index-format';
import { createEngine } from '../../src/shared/search/whole-engine';
import { SERVICE_ANCHORS } from '../../src/shared/content/service-sections';
import { UI } from '../../src/shared/strings/ui';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.resolve(__dirname, '../fixtures/site');
const temp: string[] = [];
afterEach(() => temp.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function fixtureWithSynonyms(yaml: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'busca-'));
  temp.push(dir);
  fs.cpSync(FIXTURE, dir, { recursive: true });
  fs.mkdirSync(path.join(dir, 'content/busca'), { recursive: true });
  fs.writeFileSync(path.join(dir, SYNONYMS_FILE), yaml);
  return dir;
}

describe('sections of an MDX body', () => {
  it('split at ## and ### headings with the same ids rehype-heading-ids gives them', () => {
    const { intro, sections } = bodySections(mdxTree([
      'Texto de abertura com [um link](/contato).',
      '',
      '## Documentos **necessários**',
      '- RG e CPF',
      '### Prazos',
      'Até 5 dias úteis.',
      '## Documentos necessários',
      '```',
      '## não é título',
      '```',
    ].join('\n')));
    expect(intro).toBe('Texto de abertura com um link.');
    expect(sections.map((s) => [s.heading, s.anchor])).toEqual([
      ['Documentos necessários', 'documentos-necessarios'],
      ['Prazos', 'prazos'],
      ['Documentos necessários', 'documentos-necessarios-2'],
    ]);
    expect(sections[0].text).toBe('RG e CPF');
  });

  it('keep each paragraph, list item and table row a passage of its own line, soft wraps joined', () => {
    const { intro: text } = bodySections(mdxTree([
      'O valor segue a tabela de emolumentos.',
      '',
      '**Documentos**',
      '',
      '- RG e CPF',
      '- comprovante de endereço;',
      '1. Certidão de casamento',
      '',
      'Uma frase escrita em duas',
      'linhas do arquivo.',
      '',
      '| Ato | Valor |',
      '| --- | --- |',
      '| Procuração | R$ 100,00 |',
    ].join('\n')));
    expect(text.split(PASSAGE_BREAK)).toEqual([
      'O valor segue a tabela de emolumentos.',
      'Documentos:',
      'RG e CPF',
      'comprovante de endereço;',
      'Certidão de casamento',
      'Uma frase escrita em duas linhas do arquivo.',
      'Ato Valor',
      'Procuração R$ 100,00',
    ]);
  });

  it('take <Band> and <Section> titles as sections and visible attributes as text', () => {
    const { sections, shows } = bodySections(mdxTree([
      "import { FaqList } from '~/components/faq/FaqList'",
      '',
      '<Hero title="Bem-vindo" lead="Escrituras e certidões." />',
      '<Band title="Nossos serviços">',
      '<Card title="Certidões" icon="file-text">Peça pela internet.</Card>',
      '</Band>',
      '<Section id="horario" title="Horário de atendimento">',
      'Das 8h às 16h.',
      '</Section>',
      '<FaqList />',
    ].join('\n')));
    expect(sections.map((s) => [s.heading, s.anchor])).toEqual([['Nossos serviços', 'nossos-servicos'], ['Horário de atendimento', 'horario']]);
    expect(sections[0].text).toContain('Certidões');
    expect(sections[0].text).toContain('Peça pela internet.');
    expect(shows.has('FaqList')).toBe(true);
  });
});

describe('the index of the real content', () => {
  const site = loadContent(ROOT);
  const index = buildSearchIndex(site);
  const routes = index.p.map((p) => p[0]);

  it('loads without content errors', () => {
    expect(formatContentErrors(site.errors)).toBe(formatContentErrors([]));
  });

  it('leaves hidden pages out', () => {
    expect(routes).not.toContain('/busca');
    expect(routes).not.toContain('/404');
  });

  it('gives every service page its sections with the anchors and headings the page draws', () => {
    for (const page of site.pages.filter((p) => p.frontmatter.layout === 'servico')) {
      const fm = page.frontmatter;
      const records = index.r.filter((r) => index.p[r[0]][0] === page.route);
      if (fm.layout === 'servico' && fm.documentos) {
        expect(records.find((r) => r[2] === SERVICE_ANCHORS.documentos)?.[1], page.route).toBe(UI.documents);
      }
      if (fm.layout === 'servico' && fm.prazos) expect(records.some((r) => r[2] === SERVICE_ANCHORS.prazos), page.route).toBe(true);
      if (fm.layout === 'servico' && fm.custos) expect(records.some((r) => r[2] === SERVICE_ANCHORS.custos), page.route).toBe(true);
    }
  });

  it('links every FAQ question to /duvidas#<its id>', () => {
    const faq = index.r.filter((r) => index.p[r[0]][0] === '/duvidas' && r[2]);
    const ids = site.faq.flatMap((c) => faqQuestions(c.tree).map((q) => q.id));
    expect(ids.length).toBeGreaterThan(0);
    expect(faq.map((r) => r[2])).toEqual(expect.arrayContaining(ids));
  });

  it('never glues two list items or sentences into one passage ("emolumentos.; O valor")', () => {
    const glued = index.r.filter((r) => /[.!?:;]\s*;|;\s+\p{Lu}/u.test(r[3])).map((r) => `${index.p[r[0]][0]}#${r[2]}: ${r[3]}`);
    expect(glued).toEqual([]);
  });

  it('stores the page title once, not in every section', () => {
    const page = index.p.findIndex((p) => p[0] === '/servicos/escrituras');
    const title = JSON.stringify(index.p[page][1]);
    expect(JSON.stringify(index.p).split(title).length - 1).toBe(1);
    expect(JSON.stringify(index.r.filter((r) => r[0] === page))).not.toContain(title);
  });

  it('"quanto custa <serviço>", "preço…", "valor…", "taxa…" lead first to that service\'s prices, values in the snippet', () => {
    const engine = createEngine(index);
    const priced = readQuerySet(ROOT, TUNING_SET).filter((q) => q.note === 'price');
    expect(priced.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const { q, expect: targets } of priced) {
      const { hits } = engine.search(q);
      const shown = hits[0] ? hits[0].drawn.snippet.map((s) => s.text).join('') : '';
      // A price, or why there is none to pay.
      if (!hits[0] || !([] as string[]).concat(targets).includes(hits[0].href) || !/R\$\s?\d|gratuit/i.test(shown)) wrong.push(`${q} → ${hits[0]?.href}: ${shown}`);
    }
    expect(wrong).toEqual([]);
  });

  // The floors are what the search reached when they were last raised (issue #21: tuning set of 129
  // queries hit@1 99.2 %, MRR 0.996; held-out set of 165 queries, never tuned to, hit@1 92.1 %, hit@3
  // 97.0 %, MRR 0.949): a change to the content, the synonyms, the expressions or the ranking that makes
  // citizens' queries land worse fails here. Raise them when the search gets better;
  // `npm run bench:search -- --verbose` shows the misses.
  const FLOORS = [
    { file: 'tests/fixtures/search-queries.json', queries: 129, hit1: 0.99, hit3: 1, mrr: 0.995 },
    { file: 'tests/fixtures/search-queries-holdout.json', queries: 165, hit1: 0.92, hit3: 0.96, mrr: 0.945 },
    // Written apart on 2026-11-28, never tuned to: hit@1 95.0 %, hit@3 100 %, MRR 0.975 when added.
    { file: 'tests/fixtures/search-queries-fresh.json', queries: 40, hit1: 0.95, hit3: 1, mrr: 0.975 },
  ];
  it('holds every query set to a floor', () => {
    expect(FLOORS.map(({ file }) => file)).toEqual(QUERY_SETS);
  });
  for (const floor of FLOORS) {
    it(`search quality on citizens' queries (${floor.file}) stays at or above its floor: hit@1 ≥ ${floor.hit1 * 100} %, hit@3 ≥ ${floor.hit3 * 100} %, MRR ≥ ${floor.mrr}`, () => {
      const quality = measureQuality(createEngine(index), readQuerySet(ROOT, floor.file));
      const misses = quality.ranks.filter(({ rank }) => rank !== 1).map(({ q, rank, top }) => `${q} → posição ${rank || '>10'} (${top.join(', ')})`);
      expect(quality.queries).toBeGreaterThanOrEqual(floor.queries);
      expect(quality.hit1, misses.join('\n')).toBeGreaterThanOrEqual(floor.hit1);
      expect(quality.hit3, misses.join('\n')).toBeGreaterThanOrEqual(floor.hit3);
      expect(quality.mrr, misses.join('\n')).toBeGreaterThanOrEqual(floor.mrr);
    });
  }

  it('never has a held-out query written into the expressions of content/busca/expressoes.yml', () => {
    const queries = HELD_OUT_SETS.flatMap((file) => readQuerySet(ROOT, file));
    // Compared word for word, accents, case and punctuation aside: a general expression ("contrato de
    // gaveta") may sit inside a query; the query itself may not be copied in.
    const verbatim = (text: string) => tokenize(text).join(' ');
    // Each entry is the act, a page's own keyword (the build checks it), then its expressions.
    const expressions = new Set((index.x ?? []).flatMap(([, ...said]) => said).map(verbatim));
    expect(queries.filter(({ q }) => expressions.has(verbatim(q))).map(({ q }) => q)).toEqual([]);
  });

  describe('puts the right page first by general rules', () => {
    const engine = createEngine(index);
    const top = (q: string, n = 1) => engine.search(q).hits.slice(0, n).map((h) => h.route);

    it.each(['cert obito', 'sertidao de nacimento', 'certidao de obito'])('a service page before a news item for a question about the service: "%s"', (q) => {
      expect(top(q)[0]).toMatch(/^\/servicos\//);
    });

    it.each([
      ['procuração pra vender carro', '/servicos/procuracoes'],
      ['testamento para deixar a casa ao neto', '/servicos/testamentos'],
      ['apostila de diploma', '/servicos/apostilamento'],
    ])('a service the query names is in the top three: "%s"', (q, route) => {
      expect(top(q, 3)).toContain(route);
    });

    it.each(['que tipos de certidão vocês emitem', 'quais certidoes existem'])('a general question about a family ranks its hub first: "%s"', (q) => {
      expect(top(q)[0]).toBe('/servicos/certidoes');
    });

    it.each([
      ['ata notarial print whatsapp', '/servicos/atas-notariais'],
      ['lgpd contato responsável pelos dados', '/encarregado-lgpd'],
      ['quanto tempo demora uma escritura', '/servicos/escrituras'],
      // An expression means its act ("vender meu carro": reconhecimento de firma) unless the visitor also
      // names another service, which is then what is asked; the expression only says what for.
      ['vender meu carro', '/servicos/reconhecimento-firma'],
      ['cópia da procuração', '/servicos/certidoes-notariais'],
      ['nada consta de protesto pra alugar casa', '/servicos/certidoes-protesto'],
      ['como faço procuração pra alguem vender meu carro?', '/servicos/procuracoes'],
      ['procuraçau pra vender carro', '/servicos/procuracoes'],
      // Two letters off that also sounds the same is spelt as it sounds.
      ['procurassão pra vender carro', '/servicos/procuracoes'],
      // "Saber se" asks to check a record: the certificate answers; protesting or clearing a name is the service.
      ['como saber se tenho algum protesto no meu nome', '/servicos/certidoes-protesto'],
      ['como limpar meu nome protestado', '/servicos/protesto'],
    ])('"%s" leads first to %s', (q, route) => {
      expect(top(q)[0]).toBe(route);
    });

    // A greeting, a form of address or a conjugated "tirar" asks for nothing: the need decides.
    it.each([
      ['bom dia moço, quero tirar a certidão de nascimento', 'certidão de nascimento'],
      ['mana onde tiro a segunda via do registro', 'segunda via do registro'],
      ['boa tarde, senhora, como peço procuração', 'procuração'],
    ])('"%s" leads where "%s" does', (q, need) => {
      expect(top(q)).toEqual(top(need));
    });
  });

  it('answers "telefone do setor …" with the department on the contact page', () => {
    expect(createEngine(index).search('whatsapp do setor de casamento').hits[0].href).toBe('/contato#departamentos');
  });

  it.each(['esse número é do cartório?', 'esse whatsapp é mesmo do cartório', 'recebi uma cobrança pix em nome do cartório, é golpe?'])(
    '"%s" finds the channel checker (/canais-oficiais) in the top 3', (q) => {
      const top = createEngine(index).search(q).hits.slice(0, 3).map((h) => h.href.split('#')[0]);
      expect(top).toContain('/canais-oficiais');
    },
  );

  it.each(['quando fica pronto minha certidão', 'em quantos dias fica pronta a escritura', 'prazo de entrega'])(
    '"%s" finds the ready-date tool (/quando-fica-pronto) in the top 3', (q) => {
      const top = createEngine(index).search(q).hits.slice(0, 3).map((h) => h.href.split('#')[0]);
      expect(top).toContain('/quando-fica-pronto');
    },
  );

  it('carries the synonym groups of content/busca/sinonimos.yml', () => {
    expect(index.s.some((g) => g.includes('segunda via') && g.includes('2ª via'))).toBe(true);
  });
});

describe('content/busca/expressoes.yml', () => {
  function fixtureWithExpressions(yaml: string): string {
    const dir = fixtureWithSynonyms('segunda via:\n  - 2ª via\n');
    fs.writeFileSync(path.join(dir, EXPRESSIONS_FILE), yaml);
    return dir;
  }

  it('accepts an act followed by its everyday expressions', () => {
    const site = loadContent(fixtureWithExpressions('serviço de exemplo:\n  - print de conversa\n'));
    expect(site.errors).toEqual([]);
    expect(site.expressions).toEqual({ 'serviço de exemplo': ['print de conversa'] });
  });

  it('refuses an act that is no page\'s title or keyword, naming the line and the nearest name', () => {
    // Its expressions would search for it but lift no page.
    const errors = loadContent(fixtureWithExpressions('serviço de exemplo:\n  - print de conversa\nexenplo:\n  - modelo de papel\n')).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: EXPRESSIONS_FILE, line: 3 });
    expect(errors[0].message).toContain('"exenplo" não é o título nem uma palavra de keywords');
    expect(errors[0].fix).toContain('Escreva "exemplo" no lugar de "exenplo"');
  });

  it('refuses, naming the line, an expression with a single word that carries meaning', () => {
    const [error] = loadContent(fixtureWithExpressions('procuração:\n  - alguém assinar\n  - por mim\n')).errors;
    expect(error).toMatchObject({ file: EXPRESSIONS_FILE, line: 3 });
    expect(error.message).toContain('pelo menos duas palavras');
  });

  it('is optional: a site without it loads', () => {
    expect(loadContent(FIXTURE).expressions).toEqual({});
  });
});

describe('content/busca/sinonimos.yml', () => {
  it('accepts groups written as "term:" and a list of equivalents', () => {
    const site = loadContent(fixtureWithSynonyms('segunda via:\n  - 2ª via\n  - 2 via\n'));
    expect(site.errors).toEqual([]);
    expect(site.synonyms).toEqual({ 'segunda via': ['2ª via', '2 via'] });
  });

  it('names the file, the line and the group when a term is in two groups', () => {
    const [error] = loadContent(fixtureWithSynonyms('identidade:\n  - RG\nregistro geral:\n  - rg\n')).errors;
    expect(error).toMatchObject({ file: SYNONYMS_FILE, line: 4 });
    expect(error.message).toContain('"rg" já está no grupo "identidade"');
  });

  it('explains a group written without its list', () => {
    const [error] = loadContent(fixtureWithSynonyms('segunda via: 2ª via\n')).errors;
    expect(error).toMatchObject({ file: SYNONYMS_FILE, line: 1 });
    expect(error.message).toContain('deveria ser uma lista');
  });

  it('is optional: a site without it loads', () => {
    expect(loadContent(FIXTURE).synonyms).toEqual({});
  });
});
