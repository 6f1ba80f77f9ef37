/**
 * Explains a glossary word where a page first uses it (content/glossario.yml): the first use of each term
 * in the page's text becomes <span class="termo"><span class="termo__palavra" tabindex="0"
 * aria-describedby="termo-x">word</span><span id="termo-x" role="tooltip" class="termo__explicacao">…</span></span>.
 * The explanation shows while the word has focus (a tap or the keyboard), a screen reader reads it as the
 * word's description, and paper prints it in parentheses, all by CSS (glossary.css): no script.
 * Headings, bold labels, links, buttons and code are not the page's text: a use there is left alone and
 * the next one is marked. The content check reports a term no use of which could be marked (src/node/content/glossary-check.ts).
 */
import type { Glossary, GlossaryTerm } from '../../shared/content/schema/glossary.ts';
import { glossaryMatcher, termId } from '../../shared/content/glossary.ts';
import { replaceTextNodes, type HastNode } from './text-nodes.ts';

/**
 * Elements whose text is not the page's running text, or where a focusable mark cannot go. Bold text is
 * a label ("**Escrituras e procurações:** …"), read like a heading: the next use in the sentences is marked.
 */
export const GLOSSARY_SKIP_TAGS = new Set(['a', 'button', 'strong', 'b', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'code', 'pre', 'kbd', 'script', 'style', 'summary', 'label', 'select', 'option', 'textarea']);

function skips(node: HastNode): boolean {
  if (node.type === 'element') return GLOSSARY_SKIP_TAGS.has(node.tagName ?? '');
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    // <ButtonLink to=…>, <Card href=…>: a link already; a focusable mark inside would nest.
    return node.name === 'a' || (node.attributes ?? []).some((a) => a.type === 'mdxJsxAttribute' && (a.name === 'href' || a.name === 'to'));
  }
  return false;
}

const mark = (word: string, term: GlossaryTerm, id: string): HastNode => ({
  type: 'element', tagName: 'span', properties: { className: ['termo'] },
  children: [
    { type: 'element', tagName: 'span', properties: { className: ['termo__palavra'], tabIndex: 0, ariaDescribedBy: id }, children: [{ type: 'text', value: word }] },
    { type: 'element', tagName: 'span', properties: { id, role: 'tooltip', className: ['termo__explicacao'] }, children: [{ type: 'text', value: term.explicacao }] },
  ],
});

/**
 * Marks the first use of each term in one compiled file. An FAQ category is one of several on /duvidas:
 * its ids end with the category's name, so each id stays unique on the page.
 */
export function markGlossaryTerms(tree: HastNode, glossary: Glossary, idSuffix = ''): void {
  const find = glossaryMatcher(glossary);
  const seen = new Set<GlossaryTerm>();
  replaceTextNodes(tree, skips, (text) => {
    const fresh = find(text).filter((m) => !seen.has(m.term) && (seen.add(m.term), true));
    if (!fresh.length) return undefined;
    const parts: HastNode[] = [];
    let at = 0;
    for (const m of fresh) {
      if (m.start > at) parts.push({ type: 'text', value: text.slice(at, m.start) });
      parts.push(mark(text.slice(m.start, m.end), m.term, termId(m.term) + idSuffix));
      at = m.end;
    }
    if (at < text.length) parts.push({ type: 'text', value: text.slice(at) });
    return parts;
  });
}

/** The rehype plugin: `glossary` is read when each file compiles, so the dev server's edits apply. */
export function rehypeGlossary(options: { glossary: () => Glossary }) {
  return (tree: HastNode, file: { path?: string }) => {
    const rel = (file.path ?? '').replace(/\\/g, '/');
    const faq = /\/content\/duvidas\/([^/]+)\.mdx$/.exec(rel);
    markGlossaryTerms(tree, options.glossary(), faq ? `-${faq[1]}` : '');
  };
}
