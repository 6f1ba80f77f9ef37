/**
 * The search index: made whole by the build (SearchIndexData) and written split (index-split.ts) into
 * a core, term shards and page fragments, so a first search downloads what its words need however big the site grows.
 */

import type { SearchAnswers } from './answers.ts';

/** Where the build writes the index core and the browser fetches it. */
export const INDEX_FILE = 'search-index.json';
export const INDEX_URL = `/${INDEX_FILE}`;
/** Folder of the shards and fragments, one subfolder per index version (their names never change meaning). */
export const PARTS_DIR = 'search-index';
export const shardName = (index: number) => `t${index}.json`;
/** Sections per fragment file: a page with many (the FAQ) is fetched in pieces, only those a result shows. */
export const FRAGMENT_SECTIONS = 32;

export const fragmentName = (page: number, chunk: number) => (chunk ? `p${page}-${chunk}.json` : `p${page}.json`);
export const partUrl = (version: string, name: string) => `/${PARTS_DIR}/${version}/${name}`;

/** How a kind of page ranks (each kind's definition in src/kinds/ says it). */
export interface RankProfile {
  /** Multiplies its pages' scores: which kind wins a tie. */
  prior: number;
  /** A query naming one of its pages (its title's or keywords' words) puts that page among the first three. */
  named?: boolean;
  /** A page that answers the same question ranks above this one, even when the query is one of its keywords (dated news). */
  belowAnswers?: boolean;
}

/** [route, title, keywords and synonyms joined by " · ", description, its rank profile's number in SearchIndexData.rp] */
export type IndexPage = [route: string, title: string, keywords: string, description: string, rank: number];

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
  /** The rank profiles the pages use. */
  rp: RankProfile[];
  r: IndexRecord[];
  /** Synonym groups from content/busca/sinonimos.yml, each a list of equivalent terms as written. */
  s: string[][];
  /** Everyday expressions from content/busca/expressoes.yml: each the act it means, then its expressions. */
  x?: string[][];
  /** Data of the answer cards (src/shared/search/answers.ts): phones, hours, prices, deadlines. */
  a?: SearchAnswers;
  /** Names a page answers exactly that are not words it ranks by ("significado de averbação": the glossary). */
  n?: [page: number, name: string][];
}

/** The part of the index every search needs (`/search-index.json`): the version, synonyms, expressions and answers, and: */
export interface SearchCore extends Pick<SearchIndexData, 'v' | 's' | 'x' | 'a' | 'rp'> {
  /** Each page's rank profile (its number in `rp`), one digit per page. */
  k: string;
  /** Each page's number of sections: sections are numbered page after page, the page top first. */
  n: number[];
  /** Shard i holds the words whose first two letters sort from t[i] up to t[i + 1] (exclusive). */
  t: string[];
  /** Sections per fragment file (FRAGMENT_SECTIONS). */
  c: number;
}

/**
 * Postings as flat pairs, ids as gaps from the previous one: [id gap, field mask, id gap, field mask, …]
 * (FIELD in rank.ts). Sections for the section's own fields, pages for the page-wide ones.
 */
export type ShardPostings = [sections: number[], pages: number[]];

/** One term shard (`t<i>.json`). */
export interface TermShard {
  /** Search term → where it is used. */
  w: Record<string, ShardPostings>;
  /**
   * A page title's or keyword's words, stopwords out, sorted ("civil nascimento registro"), filed under the
   * shard of their first word → [pages it is the title of, pages it is a keyword of] (exact-match ranking).
   */
  k: Record<string, [title: number[], keyword: number[]]>;
}

/**
 * One fragment of a page (`p<i>.json`, `p<i>-<chunk>.json`): what a result shows. Its sections in
 * order, SearchCore.c at most per file (chunk k holds the page's sections from k × c): [heading, anchor, text].
 */
export type PageFragment = [route: string, title: string, description: string, sections: [heading: string, anchor: string, text: string][]];
