/** The search index, split into a core, term shards and page fragments: a search fetches what its words need. */

import type { SearchAnswers } from './answers.ts';

export const INDEX_FILE = 'search-index.json';
export const INDEX_URL = `/${INDEX_FILE}`;
/** One subfolder per index version: a part's name never changes meaning. */
export const PARTS_DIR = 'search-index';
export const shardName = (index: number) => `t${index}.json`;
/** Sections per fragment file: a long page (the FAQ) is fetched in pieces. */
export const FRAGMENT_SECTIONS = 32;

export const fragmentName = (page: number, chunk: number) => (chunk ? `p${page}-${chunk}.json` : `p${page}.json`);
export const partUrl = (version: string, name: string) => `/${PARTS_DIR}/${version}/${name}`;

/** How a kind of page ranks (set by its kind's definition). */
export interface RankProfile {
  /** Multiplies its pages' scores: which kind wins a tie. */
  prior: number;
  /** A query naming one of its pages puts that page among the first three. */
  named?: boolean;
  /** A page answering the same question ranks above it, even on its own keywords (news). */
  belowAnswers?: boolean;
}

/** `keywords`: keywords and synonyms joined by " · "; `rank`: its profile's number in `rp`. */
export type IndexPage = [route: string, title: string, keywords: string, description: string, rank: number];

/** `heading` and `anchor` are "" at the page top; `keywords`: words it answers to but does not show. */
export type IndexRecord = [page: number, heading: string, anchor: string, text: string, keywords?: string];

/** Between a record's passages (paragraphs, list items, table rows): a snippet shows one. */
export const PASSAGE_BREAK = '\n';

export interface SearchIndexData {
  /** Content hash. */
  v: string;
  p: IndexPage[];
  /** Rank profiles. */
  rp: RankProfile[];
  r: IndexRecord[];
  /** Synonym groups, terms as written. */
  s: string[][];
  /** Everyday expressions: the act meant, then its expressions. */
  x?: string[][];
  /** Answer cards' data. */
  a?: SearchAnswers;
  /** Names a page answers exactly that are not words it ranks by (a glossary entry). */
  n?: [page: number, name: string][];
}

/** The part every search needs (`/search-index.json`). */
export interface SearchCore extends Pick<SearchIndexData, 'v' | 's' | 'x' | 'a' | 'rp'> {
  /** Each page's rank profile, a digit per page. */
  k: string;
  /** Sections per page; sections are numbered page after page, the page top first. */
  n: number[];
  /** Shard i holds the words whose first two letters sort from t[i] up to t[i + 1] (exclusive). */
  t: string[];
  /** Sections per fragment file. */
  c: number;
}

/** Flat pairs [id gap from the previous id, field mask, …]; pages for the page-wide fields. */
export type ShardPostings = [sections: number[], pages: number[]];

export interface TermShard {
  /** Words: term → postings. */
  w: Record<string, ShardPostings>;
  /** A title's or keyword's words, stopwords out, sorted, in their first word's shard → the pages it names. */
  k: Record<string, [title: number[], keyword: number[]]>;
}

/** What a result shows of a page; chunk k holds its sections from k × SearchCore.c. */
export type PageFragment = [route: string, title: string, description: string, sections: [heading: string, anchor: string, text: string][]];
