/**
 * Search quality over real citizens' queries, as /busca shows them: a target with "#anchor" must be the
 * section the page's entry links to. Node only.
 */
import type { createEngine } from './whole-engine';
import { findAnswer, type SearchAnswers } from './answers';
import type { SearchResponse } from './engine-types';

export interface QualityQuery { q: string; expect: string | string[]; note?: string }

export interface QualityResult {
  queries: number;
  hit1: number;
  hit3: number;
  /** Mean reciprocal rank (0 when not in the first ten). */
  mrr: number;
  ranks: { q: string; wanted: string[]; rank: number; top: string[] }[];
}

/** For each query, the result addresses in rank order: this engine's, or another's to compare. */
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

/** The links in the order /busca draws them: an answer card's first, its phone and WhatsApp as the contact page. */
export function shown(query: string, { hits, unknown }: Pick<SearchResponse, 'hits' | 'unknown'>, answers: SearchAnswers | undefined): string[] {
  const hrefs = hits.map((hit) => hit.href);
  const card = findAnswer(query, hrefs[0], answers, unknown);
  switch (card?.kind) {
    case 'price': return [card.href, card.serviceHref, ...hrefs];
    case 'hours': return card.notice ? [card.notice.href, card.href, ...hrefs] : [card.href, ...hrefs];
    case 'phone':
    case 'deadline': return [card.href, ...hrefs];
    default: return hrefs;
  }
}

export function measureQuality(engine: ReturnType<typeof createEngine>, queries: QualityQuery[]): QualityResult {
  return scoreRankings(queries, queries.map(({ q }) => shown(q, engine.search(q, { limit: 10 }), engine.answers)));
}
