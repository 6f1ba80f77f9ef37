/** Ranking: what a matched word is worth where it was found, and the order of results. */

/** Where a term was found: the section's own heading, text, tags (hidden words), or its page's fields. */
export const FIELD = { heading: 1, text: 2, title: 4, keywords: 8, description: 16, tags: 32 } as const;
export const PAGE_FIELDS = FIELD.title | FIELD.keywords | FIELD.description;

/** Page-wide fields count a little less inside: the page's own words land on its top. */
const INNER = 0.85;

const WEIGHTS: [mask: number, weight: number][] = [
  [FIELD.title, 6],
  [FIELD.heading, 4],
  [FIELD.keywords, 3],
  [FIELD.tags, 3],
  [FIELD.description, 1.5],
  [FIELD.text, 1.5],
];

/** The best field counts in full, the others a quarter; a table, asked for every match. */
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
  /** 2: the query is the page's title; 1: one of its keywords; 0: neither. */
  tier: number;
  named: boolean;
  /** Below the pages that answer as much of the query. */
  belowAnswers: boolean;
  /** The query's groups answered (weighted). */
  coverage: number;
  score: number;
}

/** The first `limit` pages, records best first; `total` counts all. */
export interface Ranking {
  pages: { page: number; records: Candidate[] }[];
  total: number;
}

/** Title or keyword match, then coverage, answers before the rest, score, a page named; the id makes the order total. */
const before = (a: Candidate, b: Candidate) => b.tier - a.tier || b.coverage - a.coverage || +a.belowAnswers - +b.belowAnswers || b.score - a.score || +b.named - +a.named || a.record - b.record;

/** `minCoverage` is half the query's groups: a stray word cannot fill the list. Pages go by their best record. */
export function rankPages(matched: Candidate[], minCoverage: number, limit: number): Ranking {
  let first: Candidate | undefined;
  let most = 0;
  for (const c of matched) {
    if (!first || before(c, first) < 0) first = c;
    if (c.coverage > most) most = c.coverage;
  }
  // Shown: a title or keyword match, a named service, or a full enough answer with a fair share of the first's score.
  const low = (first?.score ?? 0) * 0.12;
  const pages = new Map<number, Candidate[]>();
  const collect = (floor: number) => {
    for (const c of matched) {
      if (!(c.tier > 0 || c.named || (c.coverage >= floor && c.score >= low))) continue;
      const records = pages.get(c.page);
      if (!records) pages.set(c.page, [c]);
      else if (before(c, records[0]) < 0) records.unshift(c);
      else records.push(c);
    }
  };
  collect(Math.max(1, minCoverage, most - 1));
  // A long question whose words no section holds half of still shows what holds the most of them.
  if (!pages.size) collect(most);
  const order = [...pages.keys()].sort((a, b) => before(pages.get(a)![0], pages.get(b)![0]));
  // A service the query names is among the first three: it was asked for by name, whatever others score.
  for (const p of order.filter((p, i) => i > 2 && pages.get(p)![0].named)) {
    order.splice(order.indexOf(p), 1);
    order.splice(2, 0, p);
  }
  return { pages: order.slice(0, limit).map((p) => ({ page: p, records: pages.get(p)!.sort(before) })), total: pages.size };
}
