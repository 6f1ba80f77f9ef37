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
 * Kept as a table (ranking asks it for every match): entry `mask * 2 + 1` for a page's top, `mask * 2` inside.
 */
const FIELD_SCORES = Array.from({ length: 128 }, (_, i) => {
  let best = 0;
  let sum = 0;
  for (const [bit, weight] of WEIGHTS) {
    if (!(i >> 1 & bit)) continue;
    const w = i & 1 || !(bit & PAGE_FIELDS) ? weight : weight * INNER;
    sum += w;
    if (w > best) best = w;
  }
  return best + 0.25 * (sum - best);
});
export const fieldScore = (mask: number, pageTop: boolean): number => FIELD_SCORES[(mask << 1) | +pageTop];

export interface Candidate {
  record: number;
  page: number;
  /** 2: the query is the page title; 1: the query is one of the page's keywords; 0: otherwise. */
  tier: number;
  /** The query names the page's service (rank.ts: in the first three). */
  named: boolean;
  /** Below the pages that answer as much of the query. */
  belowAnswers: boolean;
  /** How many of the query's groups the record answers. */
  coverage: number;
  score: number;
}

/** The pages a query finds: the first `limit` of them, best first, each with its records best first; and how many there are in all. */
export interface Ranking {
  pages: { page: number; records: Candidate[] }[];
  total: number;
}

/** The order of records: title or keyword match, coverage, answers before the rest, score; then by id (a total order). */
const before = (a: Candidate, b: Candidate) => b.tier - a.tier || b.coverage - a.coverage || +a.belowAnswers - +b.belowAnswers || b.score - a.score || a.record - b.record;

/**
 * The pages worth showing, best first, each with its matching records: the first `limit` of them, and
 * the count of all. `minCoverage`: groups of the query a record must answer (half of them: a stray word
 * cannot fill the list); answers to part of the question only follow full answers closely enough.
 */
export function rankPages(matched: Candidate[], minCoverage: number, limit: number): Ranking {
  let first: Candidate | undefined;
  let most = 0;
  for (const c of matched) {
    if (!first || before(c, first) < 0) first = c;
    if (c.coverage > most) most = c.coverage;
  }
  const floor = Math.max(1, minCoverage, most - 1);
  // Shown, a record is a title or keyword match, a named service, or a full enough answer with a fair
  // score (a share of the first record's). Pages go by their best record; only the pages returned sort their records.
  const low = (first?.score ?? 0) * 0.12;
  const pages = new Map<number, Candidate[]>();
  for (const c of matched) {
    if (!(c.tier > 0 || c.named || (c.coverage >= floor && c.score >= low))) continue;
    const records = pages.get(c.page);
    if (!records) pages.set(c.page, [c]);
    else if (before(c, records[0]) < 0) records.unshift(c);
    else records.push(c);
  }
  const order = [...pages.keys()].sort((a, b) => before(pages.get(a)![0], pages.get(b)![0]));
  // A service the query names is among the first three.
  for (const p of order.filter((p, i) => i > 2 && pages.get(p)![0].named)) {
    order.splice(order.indexOf(p), 1);
    order.splice(2, 0, p);
  }
  return { pages: order.slice(0, limit).map((p) => ({ page: p, records: pages.get(p)!.sort(before) })), total: pages.size };
}
