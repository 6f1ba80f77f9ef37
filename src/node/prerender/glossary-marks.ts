/** Explains a glossary word where the page first uses it in reading order; the explanation is CSS only (glossary.css). */
import type { Element, ElementContent, Root, Text } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import type { Glossary, GlossaryTerm } from '../../shared/content/schema/glossary.ts';
import { GLOSSARY_OFF_ATTR, glossaryMatcher, termId } from '../../shared/content/glossary.ts';
import { ISLAND_ATTR } from '../../shared/islands.ts';

export interface UnexplainedUse { term: GlossaryTerm; word: string }

/** A mark inside clickable words would nest one control in another. */
const CONTROLS = new Set(['a', 'button', 'summary', 'label', 'select', 'option', 'textarea']);

/** Not running text: a use here is not the first meeting; the next use in the sentences is marked. */
const NOT_TEXT = new Set(['nav', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'code', 'pre', 'kbd', 'script', 'style', 'template', 'noscript', 'svg', 'title']);

const classes = (el: Element): unknown[] => [el.properties.className].flat();

const propertyOf = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const ISLAND_PROPERTY = propertyOf(ISLAND_ATTR.name);
const OFF_PROPERTY = propertyOf(GLOSSARY_OFF_ATTR);

/** Text a reader does not meet on screen (islands, hidden text, the printed plan, what a page marks off). */
function unseen(el: Element): boolean {
  const p = el.properties;
  return p[ISLAND_PROPERTY] != null || p[OFF_PROPERTY] != null || p.hidden != null || p.ariaHidden === 'true'
    || classes(el).some((c) => c === 'sr-only' || c === 'plan-only' || c === 'termo');
}

const mark = (word: string, term: GlossaryTerm): Element => {
  const id = termId(term);
  return {
    type: 'element', tagName: 'span', properties: { className: ['termo'] },
    children: [
      { type: 'element', tagName: 'span', properties: { className: ['termo__palavra'], tabIndex: 0, ariaDescribedBy: [id] }, children: [{ type: 'text', value: word }] },
      { type: 'element', tagName: 'span', properties: { id, role: 'tooltip', className: ['termo__explicacao'] }, children: [{ type: 'text', value: term.explicacao }] },
    ],
  };
};

/** Also returns the terms first met in a link's words. */
export function markGlossaryInPage(html: string, glossary: Glossary): { html: string; unexplained: UnexplainedUse[] } {
  if (!glossary.termos.length) return { html, unexplained: [] };
  const find = glossaryMatcher(glossary);
  const marked = new Set<GlossaryTerm>();
  // Met in a link before any mark: listed once; the next use in the text is still marked.
  const inLinks = new Set<GlossaryTerm>();
  const unexplained: UnexplainedUse[] = [];
  // Only the marked text nodes are replaced: the rest of the page keeps React's bytes.
  const edits: { start: number; end: number; markup: string }[] = [];

  const markText = (text: Text): void => {
    const fresh = find(text.value).filter((m) => !marked.has(m.term) && (marked.add(m.term), true));
    if (!fresh.length) return;
    const parts: ElementContent[] = [];
    let at = 0;
    for (const m of fresh) {
      if (m.start > at) parts.push({ type: 'text', value: text.value.slice(at, m.start) });
      parts.push(mark(text.value.slice(m.start, m.end), m.term));
      at = m.end;
    }
    if (at < text.value.length) parts.push({ type: 'text', value: text.value.slice(at) });
    edits.push({ start: text.position!.start.offset!, end: text.position!.end.offset!, markup: toHtml(parts) });
  };

  const walk = (node: Element, inControl: boolean): void => {
    for (const child of node.children) {
      if (child.type === 'element') {
        if (!unseen(child) && !NOT_TEXT.has(child.tagName)) walk(child, inControl || CONTROLS.has(child.tagName));
      } else if (child.type === 'text' && inControl) {
        for (const m of find(child.value)) {
          if (marked.has(m.term) || inLinks.has(m.term)) continue;
          inLinks.add(m.term);
          unexplained.push({ term: m.term, word: child.value.slice(m.start, m.end) });
        }
      } else if (child.type === 'text') markText(child);
    }
  };

  const mains: Element[] = [];
  const findMain = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'main') mains.push(child);
      else findMain(child);
    }
  };
  findMain(fromHtml(html, { fragment: true }));
  for (const main of mains) walk(main, false);
  let out = html;
  for (const { start, end, markup } of edits.reverse()) out = out.slice(0, start) + markup + out.slice(end);
  return { html: out, unexplained };
}
