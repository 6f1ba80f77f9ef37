/** The search engine's results, options, and where it fetches the index's parts. */
import type { PageFragment, SearchCore, TermShard } from './index-format';
import type { Segment } from './highlight';

export interface SearchHit {
  route: string;
  anchor: string;
  /** "/servicos/escrituras#documentos" */
  href: string;
  title: string;
  /** Empty for the top of the page. */
  heading: string;
  coverage: number;
  score: number;
  /** Matched words marked, cut where the ranking runs (off the page's thread). */
  drawn: { title: Segment[]; heading: Segment[]; snippet: Segment[] };
}

/** One result: a page, linked at its best section, with its other matching sections. */
export interface PageHit extends SearchHit {
  /** Other sections that answer the query as fully, best first. */
  sections: SearchHit[];
}

export interface SearchResponse {
  hits: PageHit[];
  /** Pages that match, before `limit`. */
  total: number;
  /** Each matched term → the query group it answers. */
  terms: ReadonlyMap<string, number>;
  /** The query's words the site uses nowhere, stemmed. */
  unknown: readonly string[];
}

export interface SearchOptions {
  /** The visitor is still typing the last word: let it match longer words ("certid" → certidão). */
  typing?: boolean;
  limit?: number;
  /** Sections listed under a page at most, besides the one it links to. */
  perPage?: number;
  /** About, in characters. */
  snippet?: number;
}

export interface Engine {
  version: string;
  answers?: SearchCore['a'];
  /** Fetches the parts the query lacks, then answers; rejects when a download fails (a new call retries). */
  find(query: string, options?: SearchOptions): Promise<SearchResponse>;
  /** Answers from what is loaded (the whole index, or what `find` fetched for this query). */
  search(query: string, options?: SearchOptions): SearchResponse;
  /** For honest benchmarks. */
  clearMemo(): void;
}

export interface IndexParts {
  shard(index: number): Promise<TermShard>;
  fragment(page: number, chunk: number): Promise<PageFragment>;
}
