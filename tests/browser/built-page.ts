/**
 * A built page as every visitor first gets it: the HTML in dist/, before any script runs. For checks
 * of what the server sends, which need no browser: elements found by CSS selector, read as text.
 */
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { readSiteFile, routeFile } from './helpers';

const parsed = new Map<string, Root>();

/** The page built for `route` ('/contato'), parsed once per test worker. */
export function builtPage(route: string): Root {
  let tree = parsed.get(route);
  if (!tree) parsed.set(route, (tree = fromHtml(readSiteFile(routeFile(route)))));
  return tree;
}

/** The elements that match `selector` in `scope`, `scope` itself included, in document order. */
export const all = (selector: string, scope: Root | Element): Element[] => selectAll(selector, scope);

/** The first element that matches `selector` in `scope`; fails the test when there is none. */
export function one(selector: string, scope: Root | Element): Element {
  const found = select(selector, scope);
  if (!found) throw new Error(`Nothing matches "${selector}" in the built page.`);
  return found;
}

/** A glossary word's explanation (src/node/mdx/rehype-glossary.ts): shown only while the word has focus. */
const isExplanation = (node: Root | Element) => node.type === 'element' && ([node.properties.className].flat() as unknown[]).includes('termo__explicacao');

/** Text as the page reads before any word is focused: toString without the glossary's explanations. */
const shownText = (node: Root | Element): string => (isExplanation(node) ? '' : node.children.map((child) => {
  if (child.type === 'element') return shownText(child);
  return child.type === 'text' ? child.value : '';
}).join(''));

/** An element's text with its runs of white space as one space, as Playwright's text matchers read it. */
export const textOf = (node: Root | Element): string => shownText(node).replace(/\s+/g, ' ').trim();

/** The innermost elements of `scope` whose text says `words`, as Playwright's getByText finds them. */
export const saying = (words: RegExp, scope: Root | Element): Element[] =>
  all('*', scope).filter((el) => words.test(textOf(el)) && !el.children.some((child) => child.type === 'element' && words.test(textOf(child))));

/** The links of `scope` whose accessible name (aria-label, else their text) holds `name`, as getByRole('link', { name }) finds them. */
export const linksNamed = (name: string, scope: Root | Element): Element[] =>
  all('a[href]', scope).filter((a) => String(a.properties.ariaLabel ?? textOf(a)).toLowerCase().includes(name.toLowerCase()));

/** The page's structured data: each JSON-LD block, parsed. */
export const jsonLdOf = (page: Root): Record<string, unknown>[] =>
  all('script[type="application/ld+json"]', page).map((script) => JSON.parse(toString(script)) as Record<string, unknown>);
