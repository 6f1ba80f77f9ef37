/**
 * Ranking: how much a matched word counts where it was found, and the final order of the records.
 * Order of precedence: an exact page title (or a page keyword typed as written), then how many of the
 * query's groups the record answers, then the weighted score. Results are pages, each ranked by its
 * best record, with the page's other matching records in rank order under it.
 */

/**
 * Where a term was found: the record's own heading, text and hidden words (tags: "preço valor…" on a
 * section with prices), or its page's title, keywords, description.
 */
export const FIELD = { heading: 1, text: 2, title: 4, keywords: 8, description: 16, tags: 32 } as const;
export const PAGE_FIELDS = FIELD.title | FIELD.keywords | FIELD.description;

/** Page-wide fields count a little less on a page's inner sections. */
const INNER = 0.85;

const WEIGHTS: [mask: number, weight: number][] = [
  [FIELD.title, 6],
  [FIELD.heading, 4],
  [FIELD.keywords, 3],
  [FIELD.tags, 3],
  [FIELD.description, 1.5],
  [FIELD.text, 1.5],
];

/**
 * Value of a term found in the fields of `mask`: the best field counts in full, the others a quarter.
 * Page-wide fields count a little less on a page's inner sections than on its top, so "escritura"
 * lands on the page itself while "escritura documentos" lands on its #documentos section.
 */
function computeFieldScore(mask: number, pageTop: boolean): number {
  let best = 0;
  let sum = 0;
  for (const [bit, weight] of WEIGHTS) {
    if (!(mask & bit)) continue;
    const w = pageTop || !(bit & PAGE_FIELDS) ? weight : weight * INNER;
    sum += w;
    if (w > best) best = w;
  }
  return best + 0.25 * (sum - best);
}

/** Every value, computed once: six field bits × page top or not (the engine asks for it per matching section). */
const FIELD_SCORES = Float64Array.from({ length: 128 }, (_, i) => computeFieldScore(i & 63, i >= 64));

export function fieldScore(mask: number, pageTop: boolean): number {
  return FIELD_SCORES[(mask & 63) | (pageTop ? 64 : 0)];
}

export interface Candidate {
  record: number;
  page: number;
  /** 2: the query is the page title; 1: the query is one of the page's keywords; 0: otherwise. */
  tier: number;
  /** How many of the query's groups the record answers. */
  coverage: number;
  score: number;
}

const byRank = (a: Candidate, b: Candidate) => b.tier - a.tier || b.coverage - a.coverage || b.score - a.score || a.record - b.record;

export interface RankedPage {
  page: number;
  /** The page's matching records, best first (the best decides the page's place). */
  records: Candidate[];
}

/** The matching records as the engine holds them: one slot per section, read through the ids it touched. */
export interface MatchedRecords {
  /** The ids of the matching records, in any order. */
  ids: readonly number[];
  /** Per record: its page, the query groups it answers, its score. */
  page: ArrayLike<number>;
  coverage: ArrayLike<number>;
  score: ArrayLike<number>;
  /** Per page: 2 when the query is its title, 1 one of its keywords, 0 otherwise. */
  tier(page: number): number;
}

/**
 * Every page worth showing, best first, each with its matching records. `minCoverage`: groups of the
 * query a record must answer (half of them: a stray word cannot fill the list). The records a page
 * will not show are dropped before any is made an object: on a big site most of the thousands that
 * match one common word.
 */
export function rankPages(matched: MatchedRecords, minCoverage = 1): RankedPage[] {
  const { ids, page, coverage, score } = matched;
  if (!ids.length) return [];
  let maxCoverage = 0;
  for (const r of ids) if (coverage[r] > maxCoverage) maxCoverage = coverage[r];
  // Answers to part of the question only follow full answers closely enough to be useful.
  const floor = Math.max(1, minCoverage, maxCoverage - 1);
  const kept = (r: number, tier: number) => tier > 0 || coverage[r] >= floor;
  const candidate = (r: number, tier: number): Candidate => ({ record: r, page: page[r], tier, coverage: coverage[r], score: score[r] });
  let first: Candidate | undefined;
  for (const r of ids) {
    const tier = matched.tier(page[r]);
    if (!kept(r, tier)) continue;
    // Only a record that could come first is made an object.
    if (first && tier <= first.tier && (coverage[r] < first.coverage || (coverage[r] === first.coverage && score[r] < first.score))) continue;
    const c = candidate(r, tier);
    if (!first || byRank(c, first) < 0) first = c;
  }
  const top = first?.score ?? 0;
  // Pages in the order of their best records, each with its records best first: the same order as
  // sorting every record, with far fewer comparisons on a big site (thousands of matching sections).
  const byPage = new Map<number, RankedPage>();
  for (const r of ids) {
    const tier = matched.tier(page[r]);
    if (!kept(r, tier) || (tier === 0 && score[r] < top * 0.12)) continue;
    const c = candidate(r, tier);
    const entry = byPage.get(c.page);
    if (entry) entry.records.push(c);
    else byPage.set(c.page, { page: c.page, records: [c] });
  }
  const ranked = [...byPage.values()];
  for (const entry of ranked) {
    if (entry.records.length > 1) entry.records.sort(byRank);
  }
  return ranked.sort((a, b) => byRank(a.records[0], b.records[0]));
}
