/**
 * The search engine on a small hand-made index: synonyms, typos, word order, exact titles, section
 * anchors, and inputs that must never break it.
 */
import { describe, expect, it } from 'vitest';
import { createEngine } from './whole-engine';
import type { SearchIndexData } from './index-format';
import { compileSynonyms, parseQuery, queryKey } from './query';

const data: SearchIndexData = {
  v: 'test',
  rp: [{ prior: 1, named: true }],
  p: [
    ['/servicos/certidoes-registro-civil', 'Certidões de Registro Civil', 'certidão de nascimento · segunda via', 'Certidões de nascimento, casamento e óbito.', 0],
    ['/servicos/registro-civil', 'Registro Civil', 'registro de nascimento · casamento civil', 'Registro de nascimento, casamento e óbito.', 0],
    ['/servicos/reconhecimento-firma', 'Reconhecimento de Firma', 'firma reconhecida', 'Reconhecimento de firma por autenticidade e por semelhança.', 0],
    ['/servicos/certidoes', 'Certidões', 'certidão', 'Qual certidão pedir: registro civil, protesto, notas.', 0],
    ['/servicos/procuracoes', 'Procurações', 'procuração pública', 'Procurações para representar você, inclusive para o INSS.', 0],
  ],
  r: [
    [0, '', '', ''],
    [0, 'Prazos', 'prazos', 'Entrega da certidão no mesmo dia.'],
    [0, 'Documentos necessários', 'documentos', 'Documento de identidade com foto de quem pede.'],
    [1, '', '', ''],
    [1, 'Documentos necessários', 'documentos', 'Para casar: certidão de nascimento atualizada dos noivos e RG.'],
    [2, '', '', ''],
    [2, 'Custos e pagamento', 'custos', 'Cada firma reconhecida é cobrada pela tabela.'],
    [3, '', '', 'Certidões pedidas no balcão ou pela internet.'],
    [4, '', '', ''],
    [4, 'Tipos de procuração', 'tipos', 'Procuração previdenciária, para o INSS, com isenção para quem não pode pagar.'],
    [4, 'Documentos necessários', 'documentos', 'RG e CPF de quem outorga.'],
  ],
  s: [
    ['segunda via', '2ª via', '2a via', '2 via'],
    ['casamento', 'casar', 'casado'],
    ['firma', 'assinatura'],
    ['reconhecimento', 'reconhecer'],
    ['custo', 'quanto custa', 'preço', 'valor'],
    ['carteira de identidade', 'RG', 'identidade'],
  ],
};

const engine = createEngine(data);
const routes = (q: string) => engine.search(q).hits.map((h) => h.route);
const first = (q: string) => engine.search(q).hits[0];

describe('matching', () => {
  it('finds pages without accents, with accents and in capitals alike', () => {
    expect(routes('certidao de nascimento')[0]).toBe('/servicos/certidoes-registro-civil');
    expect(routes('CERTIDÃO DE NASCIMENTO')).toEqual(routes('certidao de nascimento'));
  });

  it('tolerates one typo per word', () => {
    expect(routes('procurasao')[0]).toBe('/servicos/procuracoes');
    expect(routes('certidao de nacimento')[0]).toBe('/servicos/certidoes-registro-civil');
    expect(routes('reconhecimneto de firma')[0]).toBe('/servicos/reconhecimento-firma');
  });

  it('finds a word typed one key off at its first letters, when it matches nothing else', () => {
    expect(routes('xertidao de nascimento')[0]).toBe('/servicos/certidoes-registro-civil');
    expect(routes('orocuracao')[0]).toBe('/servicos/procuracoes');
  });

  it('does not care about word order', () => {
    expect(routes('firma reconhecimento')[0]).toBe('/servicos/reconhecimento-firma');
    expect(routes('nascimento certidao')[0]).toBe('/servicos/certidoes-registro-civil');
  });

  it('uses everyday words from the synonym file', () => {
    expect(routes('reconhecer assinatura')[0]).toBe('/servicos/reconhecimento-firma');
    expect(routes('2 via')[0]).toBe('/servicos/certidoes-registro-civil');
    expect(first('documentos para casar')).toMatchObject({ route: '/servicos/registro-civil', anchor: 'documentos' });
    expect(first('quanto custa reconhecer firma')).toMatchObject({ route: '/servicos/reconhecimento-firma', anchor: 'custos' });
    // "preço" is nowhere in the text: only its synonym "custo" leads to the costs section.
    expect(first('preço da firma')).toMatchObject({ route: '/servicos/reconhecimento-firma', anchor: 'custos' });
  });

  it('matches a synonym as the editor wrote it, not the words a letter away from it', () => {
    // "custo" is nowhere on this site; "custa" (another word), "tabela" and "preço" are.
    const small = createEngine({
      v: 'synonym-typos',
      p: [['/a', 'Ruas', '', '', 0], ['/b', 'Serviços', '', '', 0]],
      rp: [{ prior: 0.95 }],
      r: [[0, '', '', 'A tabela da obra custa caro à rua.'], [1, '', '', 'Preço de cada serviço.']],
      s: [['preço', 'tabela de custo']],
    });
    expect(small.search('preço').hits.map((h) => h.route)).toEqual(['/b']);
    // What the visitor typed may still have a typo.
    expect(small.search('custo').hits.map((h) => h.route)).toContain('/a');
  });

  it('takes a one-word query whose synonym is a page\'s whole keyword as that keyword, over a heading that says it', () => {
    const small = createEngine({
      v: 'synonym-keyword',
      p: [['/contato', 'Contato', '', '', 0], ['/registro-civil', 'Registro Civil', 'casamento civil · casar', '', 0]],
      rp: [{ prior: 1 }],
      r: [[0, 'Casamento', 'setores', 'O setor de casamento atende por WhatsApp.'], [1, '', '', ''], [1, 'Documentos', 'documentos', 'Para o casamento: RG dos noivos.']],
      s: [['casamento', 'casar']],
    });
    expect(small.search('casamento').hits[0].route).toBe('/registro-civil');
    // Two concepts are not one keyword: the heading that says both answers.
    expect(small.search('casamento setor').hits[0].route).toBe('/contato');
  });

  it('matches the start of a word while the visitor is still typing it', () => {
    expect(engine.search('procura', { typing: true }).hits[0]?.route).toBe('/servicos/procuracoes');
    expect(engine.search('reconhecimento de fir', { typing: true }).hits[0]?.route).toBe('/servicos/reconhecimento-firma');
  });

  it('links to the section that answers: /route#anchor', () => {
    const hit = first('certidao prazo');
    expect(hit.href).toBe('/servicos/certidoes-registro-civil#prazos');
    expect(hit.heading).toBe('Prazos');
  });

  it('sends each hit with its matched words marked and its snippet cut to the length asked', () => {
    const { drawn } = engine.search('procuracao inss', { snippet: 40 }).hits[0];
    expect(drawn.title).toEqual([{ text: 'Procurações', mark: true }]);
    expect(drawn.snippet.filter((s) => s.mark).map((s) => s.text)).toContain('INSS');
    expect(drawn.snippet.map((s) => s.text).join('').length).toBeLessThanOrEqual(42);
  });

  it('ranks an exact page title first, even over pages that use the word more', () => {
    expect(routes('Certidões')[0]).toBe('/servicos/certidoes');
    expect(routes('registro civil')[0]).toBe('/servicos/registro-civil');
  });

  it('gives one entry per page, its other matching sections listed under it', () => {
    const { hits } = engine.search('certidao', { perPage: 3 });
    expect(new Set(hits.map((h) => h.route)).size).toBe(hits.length);
    const civil = hits.find((h) => h.route === '/servicos/certidoes-registro-civil')!;
    // The entry links to the page's best part; the sections under it are others, each once, with an anchor.
    const links = [civil.href, ...civil.sections.map((s) => s.href)];
    expect(new Set(links).size).toBe(links.length);
    expect(civil.sections.length).toBeGreaterThan(0);
    for (const s of civil.sections) expect(s.href).toMatch(/^\/servicos\/certidoes-registro-civil#[\w-]+$/);
  });

  it('lists under a page only the sections that themselves say what was searched', () => {
    // Every section of the page matches its title "Procurações"; #documentos never says it.
    const [hit] = engine.search('procuracao').hits;
    expect(hit.href).toBe('/servicos/procuracoes#tipos');
    expect(hit.sections).toEqual([]);
  });

  it('lists at most `perPage` sections under a page, and none with perPage 0', () => {
    for (const perPage of [0, 1]) {
      for (const hit of engine.search('certidao', { perPage }).hits) expect(hit.sections.length).toBeLessThanOrEqual(perPage);
    }
  });

  it('counts every matching page, however few are returned', () => {
    const all = engine.search('certidao', { limit: Infinity });
    expect(all.total).toBe(all.hits.length);
    expect(all.total).toBeGreaterThan(2);
    const two = engine.search('certidao', { limit: 2 });
    expect(two.hits).toHaveLength(2);
    expect(two.total).toBe(all.total);
    expect(two.hits.map((h) => h.href)).toEqual(all.hits.slice(0, 2).map((h) => h.href));
  });

  it('reaches the family of a word the site uses once, in passing; not of a word it uses often or chose as a keyword', () => {
    const families = createEngine({
      ...data,
      p: [
        ['/servicos/escrituras', 'Escrituras', 'quanto deveria custar', 'Divórcio e partilha sem juiz.', 0],
        ['/servicos/registro-civil', 'Registro Civil', '', 'Casamento e óbito: o custo.', 0],
        ['/servicos/casar', 'Casar', '', 'Como casar no civil.', 0],
      ],
      r: [[0, '', '', ''], [1, '', '', ''], [1, 'Documentos', 'documentos', 'Do casado e do divorciado: certidão.'], [1, 'Casados', 'casados', 'O casado leva RG.'], [2, '', '', '']],
      s: [],
    });
    const found = (q: string) => families.search(q).hits.map((h) => h.route);
    expect(found('divorciado')).toEqual(['/servicos/registro-civil', '/servicos/escrituras']);
    expect(found('casado')).toEqual(['/servicos/registro-civil']);
    expect(found('custar')).toEqual(['/servicos/escrituras']);
  });

  it('puts a news item found by its keyword below the page that answers; its exact title still leads to it', () => {
    const news = createEngine({
      ...data,
      rp: [{ prior: 1, named: true }, { prior: 0.7, belowAnswers: true }],
      p: [
        ['/noticias/gratuidade', 'Registro de nascimento é gratuito', 'gratuidade', 'A primeira via é gratuita.', 1],
        ['/atos-gratuitos', 'Atos Gratuitos', 'atos gratuitos', 'Quem tem direito à gratuidade e como pedir.', 0],
      ],
      r: [[0, '', '', ''], [1, '', '', '']],
      s: [],
    });
    expect(news.search('gratuidade').hits.map((h) => h.route)).toEqual(['/atos-gratuitos', '/noticias/gratuidade']);
    expect(news.search('registro de nascimento é gratuito').hits[0].route).toBe('/noticias/gratuidade');
  });

  it('returns nothing, not noise, for words the site does not use', () => {
    expect(engine.search('xyzwq').hits).toEqual([]);
    expect(engine.search('<img src=x onerror=alert(1)>').hits).toEqual([]);
  });

  it('says which of the query\'s words the site uses nowhere, so an answer card can look past them', () => {
    expect(engine.search('certidao xyzwq').unknown).toEqual(['xyzwq']);
    // Found with a typo or as a synonym is found.
    expect(engine.search('sertidao reconhecer assinatura').unknown).toEqual([]);
  });
});

describe('inputs that must not break the search', () => {
  const odd = ['a', '(', '[', '*', '\\', '.*', '?', '+', '|', '^$', '"', "'", '{{', '<', ' ', '', '🙂', '١٢٣', 'ª', 'x'.repeat(40)];
  it.each(odd)('%j', (q) => {
    expect(() => engine.search(q)).not.toThrow();
    expect(() => engine.search(q, { typing: true })).not.toThrow();
  });

  it('a 200-character query', () => {
    const long = 'certidao de nascimento segunda via urgente '.repeat(5).slice(0, 200);
    expect(long).toHaveLength(200);
    expect(() => engine.search(long)).not.toThrow();
    expect(routes(long)[0]).toBe('/servicos/certidoes-registro-civil');
  });

  it('a single character while typing', () => {
    expect(() => engine.search('c', { typing: true })).not.toThrow();
  });
});

describe('synonym groups', () => {
  const table = compileSynonyms(data.s);

  it('turn a phrase into one group of alternatives', () => {
    const groups = parseQuery('2ª via', table);
    expect(groups).toHaveLength(1);
    expect(groups[0].alternatives.map((a) => a.words.join(' '))).toEqual(['2a via', 'segunda via', '2 via']);
  });

  it('keep the twelfth word that carries meaning, however many small words come before it', () => {
    const polite = 'prezados bom dia eu gostaria de saber por favor se voces podem me ajudar com a minha firma reconhecida';
    expect(parseQuery(polite, table).flatMap((g) => g.alternatives[0].words)).toContain('firma');
    // Small words and relatives written as they sound are small words and relatives too.
    expect(parseQuery('sertidao di nacimento du meu netu', table).map((g) => [g.alternatives[0].words.join(' '), g.weight ?? 1]))
      .toEqual([['sertidao', 1], ['nacimento', 1], ['netu', 0]]);
    // Abbreviations of the small words are small words too.
    expect(parseQuery('qnd fica pronta', table).map((g) => g.alternatives[0].words.join(' '))).toEqual(['pronta']);
  });

  it('drop the small words of a question', () => {
    expect(parseQuery('como faço para reconhecer a firma', table).map((g) => g.alternatives[0].words.join(' '))).toEqual(['reconhecer', 'firma']);
    // The joints of a story told in full ("mas", "então", "porque"); "ainda", "depois" and "foi" say when, and stay.
    expect(parseQuery('mas então ela também quer a escritura porque', table).map((g) => g.alternatives[0].words.join(' '))).toEqual(['escritura']);
  });

  it('drop the words of an amount beside a number, and keep them elsewhere', () => {
    const words = (q: string) => parseQuery(q, table).map((g) => g.alternatives[0].words.join(' '));
    expect(words('escritura de 150 mil reais')).toEqual(['escritura']);
    expect(words('escritura de cem mil reais')).toEqual(['escritura', 'cem']);
    // "ônus reais" is a certificate of the property registry.
    expect(words('certidão de ônus reais')).toEqual(['certidao', 'onus', 'real']);
  });

  it('keep a relative ("do meu pai") as a word that orders equal answers and answers no part of the query', () => {
    const groups = parseQuery('certidão de nascimento do meu filho', table);
    expect(groups.map((g) => [g.alternatives[0].words.join(' '), g.weight ?? 1])).toEqual([['certidao', 1], ['nascimento', 1], ['filho', 0]]);
    // A title or keyword said whole is still said with a relative beside it.
    expect(queryKey('certidão de nascimento do meu filho')).toBe(queryKey('certidão de nascimento'));
    expect(queryKey('filho')).toBe('filho');
  });

  it('reach the group through a typo', () => {
    // The site never says "assinatura"; "assinatra" is one typo away from that synonym of "firma".
    expect(routes('assinatra')[0]).toBe('/servicos/reconhecimento-firma');
  });
});
