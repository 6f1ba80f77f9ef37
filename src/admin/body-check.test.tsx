/**
 * The editor reads a page's text as the build does and runs none of it: code is refused before a save
 * with the build's own words, and the preview draws the text from its syntax tree (components looked up
 * by name, literal attributes read as data), never evaluating it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Notice } from '../render/components/blocks/Notice';
import { bodyProblems, checkBody, componentsFor } from './body-check.ts';
import { drawBody } from './body-draw.tsx';
import { entryProblems } from './validate.ts';

const draw = (text: string, components: Record<string, unknown> = { Notice }) => {
  const { tree, problems } = checkBody(text, componentsFor('paginas'));
  expect(problems).toEqual([]);
  return renderToStaticMarkup(<>{drawBody(tree!, components)}</>);
};

describe('the page text in the editor', () => {
  it('is drawn with the site\'s components, Markdown, tables and literal attributes', () => {
    const List = ({ show }: { show: string[] }) => <ul>{show.map((s) => <li key={s}>{s}</li>)}</ul>;
    const html = draw([
      '## Prazos', '', 'Texto com **negrito**, [link](/contato) e <kbd>Tab</kbd>.', '',
      '| A | B |', '| - | - |', '| 1 | 2 |', '', '{/* nota da equipe */}', '',
      '<Notice tone="warning" title="Atenção">', '', 'Traga o RG.', '', '</Notice>', '',
      "<OfficeDetails show={['telefone', 'endereço']} />",
    ].join('\n'), { Notice, OfficeDetails: List });
    expect(html).toContain('<h2>Prazos</h2>');
    expect(html).toContain('<strong>negrito</strong>');
    expect(html).toContain('<a href="/contato">link</a>');
    expect(html).toContain('<kbd>Tab</kbd>');
    expect(html).toContain('<td>2</td>');
    expect(html).toContain('notice');
    expect(html).toContain('Atenção');
    expect(html).toContain('<li>telefone</li><li>endereço</li>');
    expect(html).not.toContain('nota da equipe');
  });

  it('never runs what it holds: code is refused before anything is drawn', () => {
    const flag = '__conteudoRodou';
    for (const text of [
      `Oi {globalThis.${flag} = true}`,
      `<Notice title={globalThis.${flag} = "x"}>\n\nx\n\n</Notice>`,
      `export const x = (globalThis.${flag} = true)`,
    ]) {
      const { tree, problems } = checkBody(text, componentsFor('paginas'));
      expect(tree).toBeUndefined();
      expect(problems[0].message).toMatch(/é código|import/);
    }
    expect(flag in globalThis).toBe(false);
  });

  it('stops a save with the build\'s message, by line of the text; facts and FAQ questions are fine', () => {
    const problems = entryProblems('noticias', {
      title: 'Aviso', description: 'Um aviso de exemplo para testar o editor do site do cartório.', keywords: ['aviso'],
      date: '2026-11-20', resumo: 'Um aviso.', body: 'Primeira linha.\n\n<script>alert(1)</script>\n',
    });
    // The line and its start, to find it where lines are not numbered (the rich-text editor).
    expect(problems).toContain('no texto, linha 3 ("<script>alert(1)</script>"): a tag HTML "<script>" não é aceita no texto das páginas. Como corrigir:');
    expect(bodyProblems('Prazo: {{fatos.prazoEscrituraSimples}}.\n\n<Question pergunta="Quanto custa?">\n\nVeja.\n\n</Question>', 'duvidas')).toEqual([]);
    expect(bodyProblems('<Question pergunta="Quanto custa?">\n\nVeja.\n\n</Question>', 'paginas')[0].message).toBe('o componente "<Question>" não existe.');
    expect(bodyProblems('<Notice>\n\nSem fechar.', 'paginas')[0].message).toMatch(/^a tag "<Notice>" foi aberta e não foi fechada/);
  });
});
