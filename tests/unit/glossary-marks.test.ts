/**
 * The glossary's words explained where a page first uses them, on the rendered page
 * (src/node/prerender/glossary-marks.ts): MDX compiled as the build does, inside a page's <main>. First
 * use only, in reading order whatever drew the text (a layout's list before the body), never in a heading,
 * a link or code, nor in islands or text not on screen; variants, capitals and accents; the explanation
 * tied to the word for screen readers; and the build's warnings for a word first met in a link.
 */
import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markGlossaryInPage } from '../../src/node/prerender/glossary-marks';
import type { Glossary } from '../../src/shared/content/schema';
import type { MdxFile } from '../../src/shared/content/site-content';
import { glossaryWarnings } from '../../src/node/content/glossary-check';
import { mdxTree } from '../../src/node/content/mdx-tree';

const GLOSSARY: Glossary = {
  termos: [
    { termo: 'averbação', variantes: ['averbações'], explicacao: 'Uma anotação num registro.' },
    { termo: 'escritura pública', variantes: ['escritura', 'escrituras'], explicacao: 'Um documento feito pelo tabelião.' },
    { termo: 'selo', explicacao: 'O código do ato.' },
  ],
};

/** The page's <main> as the build renders it: `before` (a layout's markup), then the MDX body. */
async function page(mdx: string, before = ''): Promise<ReturnType<typeof markGlossaryInPage>> {
  const { default: Content } = await evaluate(mdx, { ...runtime });
  const ButtonLink = ({ to, children }: { to: string; children: unknown }) => createElement('a', { href: to }, children as never);
  const body = renderToStaticMarkup(createElement(Content, { components: { ButtonLink } }));
  return markGlossaryInPage(`<header><p>A averbação no cabeçalho.</p></header><main>${before}${body}</main>`, GLOSSARY);
}

const html = async (mdx: string, before?: string) => (await page(mdx, before)).html;

/** The words marked, in order. */
const marked = (out: string) => Array.from(out.matchAll(/class="termo__palavra"[^>]*>([^<]*)</g), (m) => m[1]);

describe('glossary marks', () => {
  it('marks the first use only, with the explanation as the word\'s description', async () => {
    const out = await html('A averbação muda o registro. Outra averbação depois.');
    expect(marked(out)).toEqual(['averbação']);
    expect(out).toContain('<span class="termo"><span class="termo__palavra" tabindex="0" aria-describedby="termo-averbacao">averbação</span>'
      + '<span id="termo-averbacao" role="tooltip" class="termo__explicacao">Uma anotação num registro.</span></span> muda o registro. Outra averbação depois.');
  });

  it('skips headings, bold labels, links, components that are links and code, and marks the next use in the text', async () => {
    const out = await html([
      '## A averbação', '', '**Selo:** [averbação](/x) e `averbação`', '', '<ButtonLink to="/y">Escritura</ButtonLink>', '', 'Texto: a escritura, o selo e a averbação.',
    ].join('\n'));
    expect(marked(out)).toEqual(['escritura', 'selo', 'averbação']);
    expect(out).toContain('<h2>A averbação</h2>');
    expect(out).toContain('<strong>Selo:</strong>');
    expect(out).toContain('<a href="/x">averbação</a>');
    expect(out).toContain('<a href="/y">Escritura</a>');
  });

  it('finds variants, capitals, missing accents and the longest form, as written', async () => {
    expect(marked(await html('AVERBACOES feitas; Escritura Pública lavrada; um selo.'))).toEqual(['AVERBACOES', 'Escritura Pública', 'selo']);
    // A form across a line break is still one use.
    expect(marked(await html('A escritura\npública vale.'))).toEqual(['escritura\npública']);
  });

  it('whole words only', async () => {
    expect(marked(await html('Selos, seloxx e preselo não são o termo.'))).toEqual([]);
  });

  it('marks the first use in reading order, whatever drew the text: a layout\'s list before the body', async () => {
    const out = await html('O corpo fala da averbação e do selo.', '<ul><li>Certidão com averbação</li></ul>');
    expect(marked(out)).toEqual(['averbação', 'selo']);
    expect(out).toContain('<li>Certidão com <span class="termo">');
    // Once per page: one explanation, one id.
    expect(out.match(/id="termo-averbacao"/g)).toHaveLength(1);
  });

  it('leaves alone what the reader does not meet on screen: outside <main>, islands, hidden, screen-reader-only, the printed plan and /glossario\'s list', async () => {
    const before = [
      '<div data-island="search-results" data-island-props="{}"><p>averbação</p></div>',
      '<p hidden>averbação</p>', '<p aria-hidden="true">averbação</p>', '<span class="sr-only">averbação</span>',
      '<section class="plan-only visit-plan"><p>averbação</p></section>', '<dl data-no-glossary-marks=""><dd>averbação</dd></dl>',
    ].join('');
    const out = await html('Depois, a averbação.', before);
    expect(marked(out)).toEqual(['averbação']);
    expect(out).toContain('<header><p>A averbação no cabeçalho.</p></header>');
    expect(out).toContain('<div data-island="search-results" data-island-props="{}"><p>averbação</p></div>');
    expect(out).toContain('Depois, a <span class="termo">');
  });

  it('only the marked words change: the rest of the page keeps React\'s bytes', async () => {
    const text = '<main><p>Sem termo aqui. <strong>Nada</strong> a marcar.<br/></p><form novalidate=""><option selected="">D&#x27;Ávila</option></form></main>';
    expect(markGlossaryInPage(text, GLOSSARY)).toEqual({ html: text, unexplained: [] });
    expect(markGlossaryInPage(`${text}<main><p>O selo &amp; d&#x27;Ávila</p></main>`, GLOSSARY).html).toBe(`${text}<main><p>O `
      + '<span class="termo"><span class="termo__palavra" tabindex="0" aria-describedby="termo-selo">selo</span><span id="termo-selo" role="tooltip" class="termo__explicacao">O código do ato.</span></span>'
      + ' &#x26; d\'Ávila</p></main>');
  });
});

describe('the build\'s warning for a glossary word first met in a link', () => {
  const warnings = async (body: string) => {
    const { unexplained } = await page(body);
    return glossaryWarnings(unexplained, [{ file: 'content/paginas/x.mdx', tree: mdxTree(body) } as MdxFile<unknown>], GLOSSARY);
  };

  it('reports a term first met in a link\'s words, with its line; the next use in the text is still marked', async () => {
    const body = 'Texto.\n\nVeja a [averbação](/x). Depois, a averbação no texto.';
    const [w, ...rest] = await warnings(body);
    expect(rest).toEqual([]);
    expect(w).toMatchObject({ file: 'content/paginas/x.mdx', line: 3 });
    expect(w.message).toBe('"averbação" é um termo do glossário e aparece pela primeira vez no texto de um link ou botão, onde a explicação não pode aparecer.');
    expect(w.fix).toContain('Use "averbação" antes, numa frase do texto');
    expect(marked(await html(body))).toEqual(['averbação']);
  });

  it('reports a link component\'s words; not a link the layout draws (a page\'s title in a list of pages)', async () => {
    expect((await warnings('<ButtonLink to="/y">Selo</ButtonLink>'))[0]).toMatchObject({ line: 1, message: expect.stringContaining('"Selo" é um termo do glossário') });
    const { unexplained } = markGlossaryInPage('<main><a href="/z">Selo</a></main>', GLOSSARY);
    expect(unexplained).toHaveLength(1);
    expect(glossaryWarnings(unexplained, [{ file: 'content/paginas/x.mdx', tree: mdxTree('Sem link.') } as MdxFile<unknown>], GLOSSARY)).toEqual([]);
  });

  it('is quiet when the first use is in the text, or the word is only in headings, titles and code', async () => {
    expect(await warnings('A averbação muda. Veja a [averbação](/x).')).toEqual([]);
    expect(await warnings('## Averbação\n\n**Selo:** texto.\n\n`escritura`')).toEqual([]);
  });
});
