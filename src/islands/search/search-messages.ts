/** What the page and the search's worker say to each other. */
import type { SearchAnswers } from '../../shared/search/answers';
import type { SearchOptions, SearchResponse } from '../../shared/search/engine';

export type SearchRequest =
  | { id: number; kind: 'open' }
  | { id: number; kind: 'find'; query: string; options?: SearchOptions };

export type SearchReply =
  | { id: number; kind: 'open'; answers?: SearchAnswers }
  | { id: number; kind: 'find'; response: SearchResponse; rankMs: number }
  /** `stale`: a newer typed query is answered instead. */
  | { id: number; kind: 'error' | 'stale' };
