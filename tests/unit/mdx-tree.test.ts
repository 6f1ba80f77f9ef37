/**
 * One parse of each MDX body: the tree the loader keeps (its positions the file's, facts filled in) gives
 * the internal links with their lines, the FAQ questions and the heading ids, the same ids the page's
 * HTML gets from rehype-heading-ids.
 */
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { faqQuestions } from '../../src/node/content/faq';
import { findInternalLinks } from '../../src/shared/content/links';
import { fillFacts, mdxTree, parseMdx, relocate, walk } from '../../src/node/content/mdx-tree';
import { loadContent } from '../../src/node/content/load';
import { rehypeHeadingIds } from '../../src/node/mdx/rehype-heading-ids';
import { bodySections, plainText } from '../../src/node/search-index/extract';
import { siteWith } from './fixture-site';

/** A body parsed as the loader does it: facts filled in, positions moved to the file (body from line 10). */
function loaded(body: string, facts: Record<string, string> = {}) {
  const filled = fillFacts(body, 10, facts, () => {});
  const tree = parseMdx(filled.parseText);
  relocate(tree, filled.parseText, filled.toFile);
  return tree;
}

describe('the tree of a body', () => {
  it('has the file\'s lines and columns, a fact\'s words pointing at its {{name}}', () => {
    const tree = loaded('Prazo: {{fatos.prazo}} e [contato](/contato).\n\n**Fim**', { 'fatos.prazo': '3 a 5 dias\núteis' });
    const link = [...walk(tree)].find((n) => n.type === 'link')!;
    expect(link.position?.start).toEqual({ line: 10, column: 26 });
    const strong = [...walk(tree)].find((n) => n.type === 'strong')!;
    expect(strong.position?.start).toEqual({ line: 12, column: 1 });
    const text = [...walk(tree)].find((n) => n.type === 'text' && n.value.includes('dias'))!;
    expect(text.type === 'text' && text.value).toContain('3 a 5 dias\núteis');
  });

  it('never goes into JSON (a virtual module or a file)', () => {
    const tree = mdxTree('Texto.');
    expect(JSON.stringify({ file: 'x.mdx', tree })).toBe('{"file":"x.mdx"}');
  });

  it('is kept on every loaded file, with the page\'s text', () => {
    const site = loadContent(siteWith('content/paginas/index.mdx', (t) => t));
    const service = site.pages.find((p) => p.route === '/servicos/exemplo')!;
    expect(service.tree.type).toBe('root');
    expect(bodySections(service.tree).intro).toContain('Ligue para (96) 3222-0000.');
  });
});

describe('internal links', () => {
  it('are Markdown links and the href/to of components, with their lines; code and other sites are not', () => {
    const tree = loaded([
      'Veja [escrituras](/servicos/escrituras#documentos) e [o CNJ](https://www.cnj.jus.br).',
      '',
      '<ButtonLink to="/contato">Fale conosco</ButtonLink>',
      '',
      '<Card title="Prazos" href={"/duvidas"} />',
      '',
      '`[não é link](/codigo)` e [outro host](//cdn.example/x)',
      '',
      '```',
      '[também não](/bloco)',
      '```',
      '',
      'Uma [referência][ref].',
      '',
      '[ref]: /emolumentos',
    ].join('\n'));
    expect(findInternalLinks(tree)).toEqual([
      { href: '/servicos/escrituras#documentos', line: 10 },
      { href: '/contato', line: 12 },
      { href: '/duvidas', line: 14 },
      { href: '/emolumentos', line: 24 },
    ]);
  });

  it('inside a fact are found at the line that uses the fact', () => {
    const tree = loaded('Texto.\n\nPeça {{fatos.onde}}.', { 'fatos.onde': 'na [página de contato](/contato)' });
    expect(findInternalLinks(tree)).toEqual([{ href: '/contato', line: 12 }]);
  });
});

describe('FAQ questions', () => {
  const tree = loaded([
    '<Question id="prazo-certidao" title="Qual o prazo de uma certidão?">',
    '',
    '**Certidões de nascimento**',
    '',
    '- Saem em {{fatos.prazo}}.',
    '- Veja [Serviços Online](/servicos-online).',
    '',
    'Uma frase em',
    'duas linhas.',
    '',
    '</Question>',
    '',
    '<Question id="custos" title="Quanto custa?">Veja a tabela.</Question>',
  ].join('\n'), { 'fatos.prazo': '5 dias úteis' });

  it('give their id, question and answer as plain text, one line a paragraph or item (the JSON-LD)', () => {
    expect(faqQuestions(tree).map(({ id, question, answer }) => ({ id, question, answer }))).toEqual([
      {
        id: 'prazo-certidao', question: 'Qual o prazo de uma certidão?',
        answer: 'Certidões de nascimento\nSaem em 5 dias úteis.\nVeja Serviços Online.\nUma frase em\nduas linhas.',
      },
      { id: 'custos', question: 'Quanto custa?', answer: 'Veja a tabela.' },
    ]);
  });

  it('give the search one passage a paragraph or item, a bold line labelling what follows', () => {
    const [first] = faqQuestions(tree);
    expect(bodySections(first.content, { sectioned: false }).intro.split('\n')).toEqual([
      'Certidões de nascimento:', 'Saem em 5 dias úteis.', 'Veja Serviços Online.', 'Uma frase em duas linhas.',
    ]);
  });
});

describe('heading ids', () => {
  /** The h2/h3 ids the page's HTML gets (the MDX compile with rehype-heading-ids). */
  function pageIds(body: string): string[] {
    const ids: string[] = [];
    const collect = () => (tree: { type: string; tagName?: string; properties?: { id?: string }; children?: unknown[] }) => {
      const visit = (node: typeof tree) => {
        if (node.type === 'element' && /^h[23]$/.test(node.tagName ?? '')) ids.push(String(node.properties?.id));
        (node.children as (typeof tree)[] | undefined)?.forEach(visit);
      };
      visit(tree);
    };
    const processor = createProcessor({ remarkPlugins: [remarkGfm], rehypePlugins: [rehypeHeadingIds, collect] });
    processor.runSync(processor.parse(body) as never);
    return ids;
  }

  it('are the same in the page and in the search index, repeats included', () => {
    const body = [
      '## Documentos **necessários**',
      '### Prazos e `custos`',
      '## [Documentos](/servicos) necessários',
      '<Notice>',
      '',
      '## Dentro de um componente',
      '',
      '</Notice>',
      '## !!!',
      '## Quebra  ',
      '',
      '## Última',
    ].join('\n');
    const anchors = bodySections(mdxTree(body)).sections.map((s) => s.anchor);
    expect(anchors).toEqual(pageIds(body));
    expect(anchors).toEqual(['documentos-necessarios', 'prazos-e-custos', 'documentos-necessarios-2', 'dentro-de-um-componente', 'secao', 'quebra', 'ultima']);
  });
});

describe('frontmatter text in the index', () => {
  it('reads **bold** and [links] as the page draws them; a line all bold labels what follows', () => {
    expect(plainText('Traga o **RG** e veja a [página de contato](/contato).')).toBe('Traga o RG e veja a página de contato.');
    expect(plainText('**Pessoas físicas**')).toBe('Pessoas físicas:');
    expect(plainText('  Espaços   a mais  ')).toBe('Espaços a mais');
  });
});
