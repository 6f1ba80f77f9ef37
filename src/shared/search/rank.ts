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

/** Added to a field mask when the record is its page's top (FIELD_SCORES). */
export const PAGE_TOP = 64;

/**
 * The value of every field mask, computed once: index `mask | PAGE_TOP` for a page's top record, `mask`
 * for its inner sections. The engine reads it inline per matching section, without a call.
 */
export const FIELD_SCORES = Float64Array.from({ length: 128 }, (_, i) => computeFieldScore(i & 63, i >= PAGE_TOP));

export interface Candidate {
  record: number;
  page: number;
  /** 2: the query is the page title; 1: the query is one of the page's keywords; 0: otherwise. */
  tier: number;
  /** How many of the query's groups the record answers. */
  coverage: number;
  score: number;
}

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
  tier: ArrayLike<number>;
}

/** The pages a query finds: the first `limit` of them, best first, and how many there are in all. */
export interface Ranking {
  pages: RankedPage[];
  total: number;
}

/**
 * The pages worth showing, best first, each with its matching records: the first `limit` of them, and
 * the count of all. `minCoverage`: groups of the query a record must answer (half of them: a stray word
 * cannot fill the list). Pages are compared by their best records without making objects: on a big
 * site thousands of sections match one common word, and only the pages shown need theirs.
 */
export function rankPages(matched: MatchedRecords, minCoverage: number, limit: number): Ranking {
  const { ids, page, coverage, score, tier: tierOf } = matched;
  if (!ids.length) return { pages: [], total: 0 };
  /**
   * The order of records: positive when `a` (its page's tier `ta`) ranks before `b`. Tier first, then
   * the groups answered, then the score; the section's number breaks ties, so the order is total.
   */
  const before = (a: number, ta: number, b: number, tb: number) => ta - tb || coverage[a] - coverage[b] || score[a] - score[b] || b - a;
  // The best record of all, and the most groups any record answers, in one pass.
  let first = -1;
  let firstTier = 0;
  let maxCoverage = 0;
  for (let k = 0; k < ids.length; k++) {
    const r = ids[k];
    const tier = tierOf[page[r]];
    if (coverage[r] > maxCoverage) maxCoverage = coverage[r];
    if (first < 0 || before(r, tier, first, firstTier) > 0) {
      first = r;
      firstTier = tier;
    }
  }
  // Answers to part of the question only follow full answers closely enough to be useful.
  const floor = Math.max(1, minCoverage, maxCoverage - 1);
  // The best record answers the most groups when no title or keyword matched: if it falls short, all do.
  if (!firstTier && coverage[first] < floor) return { pages: [], total: 0 };
  const low = score[first] * 0.12;
  /** Shown, a record is one of these: a title or keyword match, or a full enough answer with a fair score. */
  const kept = (r: number, tier: number) => tier > 0 || (coverage[r] >= floor && score[r] >= low);
  // Each page's best record (-1: none kept), and the pages that have one, in the order they come.
  const bestOf = new Int32Array(tierOf.length).fill(-1);
  const found: number[] = [];
  for (let k = 0; k < ids.length; k++) {
    const r = ids[k];
    const p = page[r];
    const tier = tierOf[p];
    if (!kept(r, tier)) continue;
    const b = bestOf[p];
    if (b < 0) found.push(p);
    if (b < 0 || before(r, tier, b, tier) > 0) bestOf[p] = r;
  }
  // The first `limit` pages by their best records: kept in order as they come, most pages rejected at a glance.
  const order: number[] = [];
  const pageBefore = (p: number, q: number) => before(bestOf[p], tierOf[p], bestOf[q], tierOf[q]) > 0;
  for (let k = 0; k < found.length; k++) {
    const p = found[k];
    if (order.length >= limit && !pageBefore(p, order[order.length - 1])) continue;
    let i = order.length;
    while (i > 0 && pageBefore(p, order[i - 1])) i--;
    order.splice(i, 0, p);
    if (order.length > limit) order.pop();
  }
  // The records of the pages shown, each page's best first.
  const shown = new Map<number, number[]>(order.map((p) => [p, []]));
  for (let k = 0; k < ids.length; k++) {
    const r = ids[k];
    const list = shown.get(page[r]);
    if (list && kept(r, tierOf[page[r]])) list.push(r);
  }
  const pages = order.map((p): RankedPage => {
    const tier = tierOf[p];
    const records = shown.get(p)!.sort((a, b) => before(b, tier, a, tier));
    return { page: p, records: records.map((r): Candidate => ({ record: r, page: p, tier, coverage: coverage[r], score: score[r] })) };
  });
  return { pages, total: found.length };
}
