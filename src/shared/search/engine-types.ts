/** What the search engine (engine.ts) answers and takes: its results, options, and where it fetches the index's parts. */
import type { PageFragment, SearchCore, TermShard } from './index-format';
import type { Segment } from './highlight';

export interface SearchHit {
  route: string;
  anchor: string;
  /** "/servicos/escrituras#documentos" */
  href: string;
  title: string;
  /** Section heading; empty for the top of the page. */
  heading: string;
  coverage: number;
  score: number;
  /**
   * Title, heading and snippet (from the section's text; at a page's top, from its description when that
   * has the words) with the matched words marked, cut where the ranking runs (off the page's thread).
   */
  drawn: { title: Segment[]; heading: Segment[]; snippet: Segment[] };
}

/** One result: a page, linked at its best section (the fields of SearchHit), with its other matching sections. */
export interface PageHit extends SearchHit {
  /** Further sections of the page that answer the query as fully, best first, each with its own #anchor. */
  sections: SearchHit[];
}

export interface SearchResponse {
  /** One entry per page, best first, at most `limit`. */
  hits: PageHit[];
  /** Pages that match, before the limit. */
  total: number;
  /** Search terms that matched, each with the query group it answers, for highlighting and snippets (highlight.ts). */
  terms: ReadonlyMap<string, number>;
}

export interface SearchOptions {
  /** The visitor is still typing the last word: let it match longer words ("certid" → certidão). */
  typing?: boolean;
  /** Pages returned at most (`total` still counts them all). */
  limit?: number;
  /** Sections listed under a page at most, besides the one its entry links to. */
  perPage?: number;
  /** The snippet's length in characters, about. */
  snippet?: number;
}

export interface Engine {
  version: string;
  /** Data of the answer cards, as the index carries it (src/shared/search/answers.ts). */
  answers?: SearchCore['a'];
  /**
   * Fetches what the query needs and has not got yet (the shards of its words and of the synonyms its
   * typos reach, then the fragments of the pages it shows), then answers. Rejects when a download fails
   * (offline); calling it again retries.
   */
  find(query: string, options?: SearchOptions): Promise<SearchResponse>;
  /** Answers from what is loaded (the whole index, or what `find` fetched for the same query). */
  search(query: string, options?: SearchOptions): SearchResponse;
  /** Forgets memoised word look-ups (for honest benchmarks). */
  clearMemo(): void;
}

/** Where a lazy engine gets the rest of the index: the browser fetches the files. */
export interface IndexParts {
  shard(index: number): Promise<TermShard>;
  fragment(page: number, chunk: number): Promise<PageFragment>;
}
