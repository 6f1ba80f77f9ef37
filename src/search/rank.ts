/**
 * Ranking: how much a matched word counts where it was found, and the final order of the records.
 * Order of precedence: an exact page title (or a page keyword typed as written), then how many of the
 * query's groups the record answers, then the weighted score; a page's second and third sections
 * give way to other pages, and no page shows more than `perPage` sections.
 */

/** Where a term was found: the record's own heading and text, or its page's title, keywords, description. */
export const FIELD = { heading: 1, text: 2, title: 4, keywords: 8, description: 16 } as const;
export const PAGE_FIELDS = FIELD.title | FIELD.keywords | FIELD.description;

/** Page-wide fields count a little less on a page's inner sections. */
const INNER = 0.85;

const WEIGHTS: [mask: number, weight: number][] = [
  [FIELD.title, 6],
  [FIELD.heading, 4],
  [FIELD.keywords, 3],
  [FIELD.description, 1.5],
  [FIELD.text, 1.5],
];

/**
 * Value of a term found in the fields of `mask`: the best field counts in full, the others a quarter.
 * Page-wide fields count a little less on a page's inner sections than on its top, so "escritura"
 * lands on the page itself while "escritura documentos" lands on its #documentos section.
 */
export function fieldScore(mask: number, pageTop: boolean): number {
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

export interface OrderOptions {
  /** Sections of one page shown at most. */
  perPage: number;
  limit: number;
  /** Groups of the query a record must answer (half of them: a stray word cannot fill the list). */
  minCoverage?: number;
}

/** The records worth showing, best first. */
export function order(candidates: Candidate[], { perPage, limit, minCoverage = 1 }: OrderOptions): Candidate[] {
  if (!candidates.length) return [];
  const maxCoverage = Math.max(...candidates.map((c) => c.coverage));
  // Answers to part of the question only follow full answers closely enough to be useful.
  const floor = Math.max(1, minCoverage, maxCoverage - 1);
  const kept = candidates.filter((c) => c.tier > 0 || c.coverage >= floor).sort(byRank);
  const top = kept.find((c) => c.coverage === kept[0].coverage)?.score ?? 0;
  const seen = new Map<number, number>();
  const diversified: Candidate[] = [];
  for (const c of kept) {
    if (c.tier === 0 && c.score < top * 0.12) continue;
    const n = seen.get(c.page) ?? 0;
    if (n >= perPage) continue;
    seen.set(c.page, n + 1);
    diversified.push(n ? { ...c, tier: Math.min(c.tier, 0), score: c.score * 0.7 ** n } : c);
  }
  return diversified.sort(byRank).slice(0, limit);
}
