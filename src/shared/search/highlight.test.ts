/**
 * Highlighting is data (text segments), rendered as React elements: a query or a text with HTML in
 * it can only ever appear as text.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { highlight, snippet, type Segment } from './highlight';
import { Highlighted } from '../../islands/search/Highlighted';
import { terms } from './normalize';

const join = (segments: Segment[]) => segments.map((s) => s.text).join('');
const marked = (segments: Segment[]) => segments.filter((s) => s.mark).map((s) => s.text);

describe('highlight', () => {
  it('marks the matched words whatever their accents, case and number', () => {
    const text = 'Certidões de nascimento e de casamento';
    const segments = highlight(text, new Set(terms('certidao nascimento')));
    expect(join(segments)).toBe(text);
    expect(marked(segments)).toEqual(['Certidões', 'nascimento']);
  });

  it('shows the one sentence that has the matches, whole', () => {
    const text = `${'Texto de abertura sem relação. '.repeat(8)}Aqui falamos do prazo da certidão de óbito. ${'Mais texto depois. '.repeat(8)}`;
    const segments = snippet(text, new Set(terms('prazo obito')), 120);
    expect(marked(segments)).toEqual(['prazo', 'óbito']);
    expect(join(segments)).toBe('Aqui falamos do prazo da certidão de óbito.');
  });

  it('shows one list item, never two glued together', () => {
    // Index text: one passage (list item, paragraph) a line.
    const text = 'Consulte a tabela de emolumentos.\nO valor depende do valor do imóvel declarado na escritura.\nFormas de pagamento: dinheiro, PIX e cartão;';
    expect(join(snippet(text, new Set(terms('imovel'))))).toBe('O valor depende do valor do imóvel declarado na escritura.');
    // An item's trailing ";" is left out; with no match the first passage stands for the text.
    expect(join(snippet(text, new Set(terms('pix'))))).toBe('Formas de pagamento: dinheiro, PIX e cartão');
    expect(join(snippet(text, new Set(terms('xyz'))))).toBe('Consulte a tabela de emolumentos.');
    for (const q of ['imovel', 'pix', 'emolumentos', 'valor']) expect(join(snippet(text, new Set(terms(q))))).not.toMatch(/[.;]\s*[;.]|\n/);
  });

  it('shows a label ending in ":" with the item it introduces', () => {
    const text = 'Certidões de protesto:\nSaem em até 24 horas.\nCertidões notariais:\nSaem em 1 a 3 dias úteis.';
    expect(join(snippet(text, new Set(terms('protesto'))))).toBe('Certidões de protesto: Saem em até 24 horas.');
  });

  it('cuts a long sentence around its matches, at word boundaries, with ellipses', () => {
    const text = `Esta frase é longa, ${'com muitas palavras sem relação, '.repeat(6)}e só aqui fala do prazo da certidão de óbito, ${'seguida de mais palavras sem relação, '.repeat(6)}até o fim.`;
    const segments = snippet(text, new Set(terms('prazo obito')), 120);
    const shown = join(segments);
    expect(marked(segments)).toEqual(['prazo', 'óbito']);
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(122);
    expect(text).toContain(shown.slice(1, -1));
    // Whole words only at both cuts.
    expect(text).toMatch(new RegExp(`[\\s,]${shown.slice(1, -1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s,]`));
  });

  it('returns short texts whole', () => {
    expect(join(snippet('Prazos', new Set(['prazo'])))).toBe('Prazos');
  });
});

describe('no HTML injection', () => {
  const attack = '<img src=x onerror=alert(1)>';

  it('renders text with HTML in it as text, inside <mark> elements', () => {
    const segments = highlight(`Busca por ${attack}`, new Set(terms('img alert')));
    const html = renderToStaticMarkup(createElement(Highlighted, { segments }));
    expect(html).not.toContain('<img');
    expect(html).toBe('Busca por &lt;<mark>img</mark> src=x onerror=<mark>alert</mark>(1)&gt;');
  });

  it('a segment is only ever text', () => {
    const html = renderToStaticMarkup(createElement(Highlighted, { segments: [{ text: attack, mark: true }] }));
    expect(html).toBe('<mark>&lt;img src=x onerror=alert(1)&gt;</mark>');
  });
});
