/**
 * Search quality over a fixture of real citizens' queries (tests/fixtures/search-queries.json), as the
 * /busca page shows them: one entry per page, under a phone card when one shows; a target with
 * "#anchor" must be the section the page's entry links to. Used by `npm run bench:search` (prints it) and by a unit test (holds a floor), at build
 * time or in Node only.
 */
import type { createEngine } from './engine';
import { findAnswer, type SearchAnswers } from './answers';

export interface QualityQuery { q: string; expect: string | string[]; note?: string }

export interface QualityResult {
  queries: number;
  /** Share of queries whose first entry is a target. */
  hit1: number;
  /** Share of queries with a target in the first three entries. */
  hit3: number;
  /** Mean reciprocal rank of the first target (0 when not in the first ten). */
  mrr: number;
  /** Each query with its rank (0: not in the first ten) and the first three entries. */
  ranks: { q: string; wanted: string[]; rank: number; top: string[] }[];
}

/**
 * Scores rankings already made: for each query, the result addresses in rank order ("/route" or
 * "/route#anchor"). Used for this engine and, by `npm run bench:search`, for Pagefind on the same queries.
 */
export function scoreRankings(queries: QualityQuery[], rankings: string[][]): QualityResult {
  const ranks = queries.map(({ q, expect }, i) => {
    const wanted = Array.isArray(expect) ? expect : [expect];
    const hrefs = rankings[i];
    const rank = hrefs.findIndex((href) => wanted.some((w) => (w.includes('#') ? href === w : href.split('#')[0] === w))) + 1;
    return { q, wanted, rank, top: hrefs.slice(0, 3) };
  });
  const share = (test: (rank: number) => boolean) => ranks.filter(({ rank }) => test(rank)).length / queries.length;
  return {
    queries: queries.length,
    hit1: share((r) => r === 1),
    hit3: share((r) => r >= 1 && r <= 3),
    mrr: ranks.reduce((sum, { rank }) => sum + (rank ? 1 / rank : 0), 0) / queries.length,
    ranks,
  };
}

/** A query's result addresses as /busca shows them: a card with the office's phones above the results answers as the contact page does. */
export function shown(query: string, hrefs: string[], answers: SearchAnswers | undefined): string[] {
  const card = findAnswer(query, hrefs[0], answers);
  return card?.kind === 'phone' || card?.kind === 'hours' ? [card.href, ...hrefs] : hrefs;
}

export function measureQuality(engine: ReturnType<typeof createEngine>, queries: QualityQuery[]): QualityResult {
  return scoreRankings(queries, queries.map(({ q }) => shown(q, engine.search(q, { limit: 10 }).hits.map((hit) => hit.href), engine.answers)));
}
