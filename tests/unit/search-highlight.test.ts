/**
 * Highlighting is data (text segments), rendered as React elements: a query or a text with HTML in
 * it can only ever appear as text.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { highlight, snippet, type Segment } from '../../src/search/highlight';
import { Highlighted } from '../../src/search/Highlighted';
import { terms } from '../../src/search/normalize';

const join = (segments: Segment[]) => segments.map((s) => s.text).join('');
const marked = (segments: Segment[]) => segments.filter((s) => s.mark).map((s) => s.text);

describe('highlight', () => {
  it('marks the matched words whatever their accents, case and number', () => {
    const text = 'Certidões de nascimento e de casamento';
    const segments = highlight(text, new Set(terms('certidao nascimento')));
    expect(join(segments)).toBe(text);
    expect(marked(segments)).toEqual(['Certidões', 'nascimento']);
  });

  it('cuts a window around the matches, at word boundaries, with ellipses', () => {
    const text = `${'Texto de abertura sem relação. '.repeat(8)}Aqui falamos do prazo da certidão de óbito. ${'Mais texto depois. '.repeat(8)}`;
    const segments = snippet(text, new Set(terms('prazo obito')), 120);
    const shown = join(segments);
    expect(marked(segments)).toEqual(['prazo', 'óbito']);
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(122);
    expect(text).toContain(shown.slice(1, -1));
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
