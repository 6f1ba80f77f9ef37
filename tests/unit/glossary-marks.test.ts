/**
 * The glossary's words explained where a page first uses them (src/node/mdx/rehype-glossary.ts), through
 * the MDX compiler the build uses: first use only, never in a heading, a link or code, variants, capitals
 * and accents, and the explanation tied to the word for screen readers.
 */
import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { rehypeGlossary } from '../../src/node/mdx/rehype-glossary';
import type { Glossary } from '../../src/shared/content/schema';
import type { ContentError, MdxFile } from '../../src/shared/content/site-content';
import { checkGlossaryUses } from '../../src/node/content/glossary-check';
import { mdxTree } from '../../src/node/content/mdx-tree';

const GLOSSARY: Glossary = {
  termos: [
    { termo: 'averbação', variantes: ['averbações'], explicacao: 'Uma anotação num registro.' },
    { termo: 'escritura pública', variantes: ['escritura', 'escrituras'], explicacao: 'Um documento feito pelo tabelião.' },
    { termo: 'selo', explicacao: 'O código do ato.' },
  ],
};

async function html(mdx: string, file = '/site/content/paginas/x.mdx'): Promise<string> {
  const { default: Content } = await evaluate({ value: mdx, path: file }, { ...runtime, rehypePlugins: [[rehypeGlossary, { glossary: () => GLOSSARY }]] });
  const ButtonLink = ({ to, children }: { to: string; children: unknown }) => createElement('a', { href: to }, children as never);
  return renderToStaticMarkup(createElement(Content, { components: { ButtonLink } }));
}

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

  it('keeps ids unique on /duvidas: an FAQ category\'s ids end with its name', async () => {
    expect(await html('Uma averbação.', '/site/content/duvidas/prazos.mdx')).toContain('id="termo-averbacao-prazos"');
  });

  it('a page without a glossary word is left as it was', async () => {
    const text = 'Sem termo aqui. **Nada** a marcar.';
    const out = await html(text);
    expect(out).toBe('<p>Sem termo aqui. <strong>Nada</strong> a marcar.</p>');
  });
});

describe('the build\'s check of glossary words met where they cannot be explained', () => {
  const warnings = (body: string) => {
    const out: ContentError[] = [];
    checkGlossaryUses([{ file: 'content/paginas/x.mdx', tree: mdxTree(body) } as MdxFile<unknown>], GLOSSARY, out);
    return out;
  };

  it('reports a term first met in a link\'s words, with its line', () => {
    const [w, ...rest] = warnings('Texto.\n\nVeja a [averbação](/x). Depois, a averbação no texto.');
    expect(rest).toEqual([]);
    expect(w).toMatchObject({ file: 'content/paginas/x.mdx', line: 3 });
    expect(w.message).toBe('"averbação" é um termo do glossário e aparece pela primeira vez no texto de um link, onde a explicação não pode aparecer.');
    expect(w.fix).toContain('Use "averbação" antes, numa frase do texto');
  });

  it('reports a term first met in a component\'s text or a link component', () => {
    expect(warnings('<Notice texto="Traga a escritura." />')[0].message).toContain('num campo de um bloco');
    expect(warnings('<ButtonLink to="/y">Selo</ButtonLink>')[0].message).toContain('"Selo" é um termo do glossário');
  });

  it('is quiet when the first use is in the text, or the word is only in headings, titles and code', () => {
    expect(warnings('A averbação muda. Veja a [averbação](/x).')).toEqual([]);
    expect(warnings('## Averbação\n\n**Selo:** texto.\n\n<Card title="Selo" href="/s">Texto.</Card>\n\n`escritura`')).toEqual([]);
  });
});
