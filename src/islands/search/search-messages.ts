/** What the page and the search's worker say to each other (search-client.ts, search-worker.ts). */
import type { SearchAnswers } from '../../shared/search/answers';
import type { SearchOptions, SearchResponse } from '../../shared/search/engine';

export type SearchRequest =
  | { id: number; kind: 'open' }
  | { id: number; kind: 'find'; query: string; options?: SearchOptions };

export type SearchReply =
  | { id: number; kind: 'open'; answers?: SearchAnswers }
  /** `rankMs`: the engine's ranking time in the worker. */
  | { id: number; kind: 'find'; response: SearchResponse; rankMs: number }
  /** A download failed (offline): asking again retries. `stale`: a newer query typed since, answered instead. */
  | { id: number; kind: 'error' | 'stale' };
