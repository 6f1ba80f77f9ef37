import { describe, expect, it } from 'vitest';
import { rankPages, type Candidate } from './rank';

const c = (record: number, page: number, coverage: number, score: number, extra: Partial<Candidate> = {}): Candidate =>
  ({ record, page, tier: 0, named: false, belowAnswers: false, coverage, score, ...extra });

describe('rankPages', () => {
  it('orders pages by their best record and leaves out partial or weak answers, counting only those shown', () => {
    const ranking = rankPages([
      c(0, 0, 1, 50), // answers one group of three: below the floor
      c(1, 1, 3, 10),
      c(2, 1, 3, 12),
      c(3, 2, 2, 40),
      c(4, 3, 3, 1), // a full answer, but under 12% of the first record's score
    ], 2, 10);
    expect(ranking.pages.map((p) => [p.page, p.records.map((r) => r.record)])).toEqual([[1, [2, 1]], [2, [3]]]);
    expect(ranking.total).toBe(2);
    // A keyword match is shown first whatever it answers, and its score sets the bar: the weak full answer shows, after the fuller ones.
    const withKeyword = rankPages([...ranking.pages.flatMap((p) => p.records), c(4, 3, 3, 1), c(5, 4, 1, 1, { tier: 1 })], 2, 10);
    expect(withKeyword.pages.map((p) => p.page)).toEqual([4, 1, 3, 2]);
  });

  it('shows what holds the most of a long question when no section holds half of it, and only then', () => {
    // Six groups found, none with three in one section: the sections with two come, the one with one does not.
    const scattered = rankPages([c(0, 0, 2, 3), c(1, 1, 1, 9), c(2, 2, 2, 1)], 3, 10);
    expect(scattered.pages.map((p) => p.page)).toEqual([0, 2]);
    // A keyword match shown keeps the floor: the partial answers stay out.
    const withKeyword = rankPages([c(0, 0, 2, 3), c(1, 1, 1, 9, { tier: 1 })], 3, 10);
    expect(withKeyword.pages.map((p) => p.page)).toEqual([1]);
  });

  it('breaks equal scores by record, and keeps a named service in the first three', () => {
    const ranking = rankPages([c(3, 3, 1, 5), c(1, 1, 1, 5), c(2, 2, 1, 5), c(0, 0, 1, 5), c(4, 4, 1, 4, { named: true })], 1, 4);
    expect(ranking.pages.map((p) => p.page)).toEqual([0, 1, 4, 2]);
    expect(ranking.total).toBe(5);
  });

  it('puts the page the query names first among equal answers ("qual certidão": the certificates hub)', () => {
    const ranking = rankPages([c(0, 0, 1, 5), c(1, 1, 1, 5), c(2, 2, 1, 5, { named: true })], 1, 3);
    expect(ranking.pages.map((p) => p.page)).toEqual([2, 0, 1]);
  });
});
