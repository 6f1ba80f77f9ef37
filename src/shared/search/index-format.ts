/**
 * The search index file (written by the build into the site root, fetched on first use).
 * Arrays instead of objects and page fields stored once keep it small; the browser derives
 * everything else (folded text, terms, postings) when it loads.
 */

import type { SearchAnswers } from './answers.ts';

/** Where the build writes the index and the browser fetches it. */
export const INDEX_FILE = 'search-index.json';
export const INDEX_URL = `/${INDEX_FILE}`;

/** Kind of page, for a small ranking prior (a service page beats the home page on a tie). */
export const PAGE_KIND = { service: 0, page: 1, home: 2, news: 3 } as const;
export type PageKind = (typeof PAGE_KIND)[keyof typeof PAGE_KIND];

/** [route, title, keywords and synonyms joined by " · ", description, kind] */
export type IndexPage = [route: string, title: string, keywords: string, description: string, kind: PageKind];

/**
 * [page index, section heading ("" for the page top), anchor ("" for none), section text, words the
 * section answers to without showing them (optional; e.g. "preço valor" on a section with prices)]
 */
export type IndexRecord = [page: number, heading: string, anchor: string, text: string, keywords?: string];

/** Separates the passages (paragraphs, list items, table rows) of a record's text: snippets show one. */
export const PASSAGE_BREAK = '\n';

export interface SearchIndexData {
  /** Content hash of the file: changes whenever the content does (cache checks, debugging). */
  v: string;
  p: IndexPage[];
  r: IndexRecord[];
  /** Synonym groups from content/busca/sinonimos.yml, each a list of equivalent terms as written. */
  s: string[][];
  /** Everyday expressions from content/busca/expressoes.yml: each the act it means, then its expressions. */
  x?: string[][];
  /** Data of the answer cards (src/shared/search/answers.ts): phones, hours, prices, deadlines. */
  a?: SearchAnswers;
}
