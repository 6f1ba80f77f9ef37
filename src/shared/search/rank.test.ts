/**
 * rankPages against the plain definition it shortcuts: sort every kept record, group them by page,
 * order the pages by their best records. It must give the same first pages, each with the same records
 * in the same order, and count the same pages, for any limit.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random';
import { rankPages, type MatchedRecords } from './rank';

/** A made-up ranking input: pages of a few sections, some matching, with ties in coverage and score. */
function matched(seed: number): MatchedRecords {
  const next = seededRandom(seed);
  const pages = 40;
  const page: number[] = [];
  for (let p = 0; p < pages; p++) for (let s = 1 + Math.floor(next() * 5); s > 0; s--) page.push(p);
  const coverage = page.map(() => Math.floor(next() * 4));
  // Few distinct scores, so ties fall back to coverage, then to the section's number.
  const score = page.map(() => Math.round(next() * 8) / 2);
  // Some inputs without any title or keyword match.
  const tierChance = seed % 4 ? 0.1 : 0;
  const tier = Array.from({ length: pages }, () => (next() < tierChance ? 1 + Math.floor(next() * 2) : 0));
  const ids = page.map((_, r) => r).filter(() => next() < 0.6).sort(() => next() - 0.5);
  return { ids, page, coverage, score, tier };
}

/** The definition: every kept record sorted, grouped by page in that order. */
function plainRanking(m: MatchedRecords, minCoverage: number) {
  const floor = Math.max(1, minCoverage, Math.max(0, ...m.ids.map((r) => m.coverage[r])) - 1);
  const records = m.ids
    .map((r) => ({ record: r, page: m.page[r], tier: m.tier[m.page[r]], coverage: m.coverage[r], score: m.score[r] }))
    .sort((a, b) => b.tier - a.tier || b.coverage - a.coverage || b.score - a.score || a.record - b.record);
  const first = records.find((c) => c.tier > 0 || c.coverage >= floor);
  const kept = records.filter((c) => c.tier > 0 || (c.coverage >= floor && c.score >= (first?.score ?? 0) * 0.12));
  const pages = new Map<number, typeof kept>();
  for (const c of kept) pages.set(c.page, [...(pages.get(c.page) ?? []), c]);
  return [...pages].map(([page, list]) => ({ page, records: list }));
}

describe('rankPages', () => {
  it('gives the first pages, their records and the count of the plain definition, for any limit', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const m = matched(seed);
      // Up to more groups than any record answers: then only title and keyword matches are kept, or none.
      const minCoverage = seed % 5;
      const plain = plainRanking(m, minCoverage);
      for (const limit of [1, 3, 20, 1000]) {
        const { pages, total } = rankPages(m, minCoverage, limit);
        expect(total, `seed ${seed}`).toBe(plain.length);
        expect(pages, `seed ${seed}, limit ${limit}`).toEqual(plain.slice(0, limit));
      }
    }
  });

  it('finds nothing in no matching sections', () => {
    expect(rankPages({ ids: [], page: [], coverage: [], score: [], tier: [] }, 1, 20)).toEqual({ pages: [], total: 0 });
  });
});
