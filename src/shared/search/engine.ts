/**
 * The search engine: built from the index file in the browser (and from the same data in the unit
 * tests and the benchmark). It keeps, for every search term, the sections and pages that use it and
 * in which field; a query is parsed into groups (query.ts), each word resolved against the site's
 * vocabulary (vocabulary.ts, Fuse.js for typos), scored per field (rank.ts) and ordered.
 */
import { PAGE_KIND, type PageKind, type SearchIndexData } from './index-format';
import { isStopword, stem, tokenize, words } from './normalize';
import { compileLexicon, compileSynonyms, parseQuery, queryKey, synonymAlternatives, type Alternative, type QueryGroup, type SynonymTable } from './query';
import { FIELD, fieldScore, rankPages, type Candidate } from './rank';
import { Vocabulary } from './vocabulary';

export interface SearchHit {
  route: string;
  anchor: string;
  /** "/servicos/escrituras#documentos" */
  href: string;
  title: string;
  /** Section heading; empty for the top of the page. */
  heading: string;
  /** Text to take the snippet from: the section's; for the top of a page, its description when that has the words. */
  text: string;
  coverage: number;
  score: number;
}

/** One result: a page, linked at its best section (the fields of SearchHit), with its other matching sections. */
export interface PageHit extends SearchHit {
  /** Further sections of the page that answer the query as fully, best first, each with its own #anchor. */
  sections: SearchHit[];
}

export interface SearchResponse {
  /** One entry per page, best first, at most `limit`. */
  hits: PageHit[];
  /** Pages that match, before the limit. */
  total: number;
  /** Search terms that matched, each with the query group it answers, for highlighting and snippets (highlight.ts). */
  terms: ReadonlyMap<string, number>;
}

export interface SearchOptions {
  /** The visitor is still typing the last word: let it match longer words ("certid" → certidão). */
  typing?: boolean;
  /** Pages returned at most (`total` still counts them all). */
  limit?: number;
  /** Sections listed under a page at most, besides the one its entry links to. */
  perPage?: number;
}

export interface Engine {
  version: string;
  /** Data of the answer cards, as the index carries it (src/shared/search/answers.ts). */
  answers?: SearchIndexData['a'];
  search(query: string, options?: SearchOptions): SearchResponse;
  /** Forgets memoised word look-ups (for honest benchmarks). */
  clearMemo(): void;
  /** Prepares the typo search ahead of the first typo (call when the browser is idle). */
  warm(): void;
}

interface PageData {
  route: string;
  title: string;
  description: string;
  prior: number;
  records: number[];
  titleKey: string;
  keywordKeys: Set<string>;
}

interface RecordData { page: number; heading: string; anchor: string; text: string; tags: string; top: boolean }

/** term → flat pairs [id, field mask, id, field mask, …] */
type Postings = Map<string, number[]>;

/** Share of a group's other matching alternatives added to its best one. */
const ALT_SHARE = 0.2;
const PRIOR: Record<PageKind, number> = { [PAGE_KIND.service]: 1, [PAGE_KIND.page]: 0.95, [PAGE_KIND.news]: 0.7, [PAGE_KIND.home]: 0.7 };

function contentTerms(text: string): string[] {
  return tokenize(text).filter((t) => !isStopword(t)).map(stem);
}

/** Whether a text uses any of the matched terms (to pick the snippet's source). */
const mentions = (text: string, terms: ReadonlyMap<string, number>) => words(text).some((w) => terms.has(w.term));

/** Word-order-free key of a phrase, for exact title and keyword matches. */
const sortedKey = (key: string) => key.split(' ').sort().join(' ');

function post(map: Postings, term: string, id: number, bit: number) {
  let list = map.get(term);
  if (!list) map.set(term, (list = []));
  if (list[list.length - 2] === id) list[list.length - 1] |= bit;
  else list.push(id, bit);
}

export function createEngine(data: SearchIndexData): Engine {
  const synonyms: SynonymTable = compileSynonyms(data.s ?? []);
  const lexicon = compileLexicon(data.x ?? []);
  const pages: PageData[] = data.p.map(([route, title, keywords, description, kind]) => ({
    route, title, description,
    prior: PRIOR[kind] ?? 1,
    records: [],
    titleKey: sortedKey(queryKey(title)),
    // The page's keywords, and the last part of its address (/servicos/protesto → "protesto").
    keywordKeys: new Set([...keywords.split(' · '), route.split('/').pop() ?? ''].map((k) => sortedKey(queryKey(k))).filter(Boolean)),
  }));
  const records: RecordData[] = data.r.map(([page, heading, anchor, text, tags = ''], i) => {
    pages[page].records.push(i);
    return { page, heading, anchor, text, tags, top: heading === '' };
  });

  const own: Postings = new Map();
  const paged: Postings = new Map();
  data.p.forEach(([, title, keywords, description], id) => {
    for (const t of contentTerms(title)) post(paged, t, id, FIELD.title);
    for (const t of contentTerms(keywords)) post(paged, t, id, FIELD.keywords);
    for (const t of contentTerms(description)) post(paged, t, id, FIELD.description);
  });
  records.forEach((r, id) => {
    for (const t of contentTerms(r.heading)) post(own, t, id, FIELD.heading);
    for (const t of contentTerms(r.text)) post(own, t, id, FIELD.text);
    for (const t of contentTerms(r.tags)) post(own, t, id, FIELD.tags);
  });
  const vocabulary = new Vocabulary([...own.keys(), ...paged.keys(), ...synonyms.single.keys()]);
  const R = records.length;
  /** Rarity of a concept found in `df` of the R sections: rare concepts tell pages apart, common ones barely. */
  const idf = (df: number) => Math.log(1 + R / Math.max(1, df)) / Math.log(1 + R);
  const scratch = new Int32Array(R);

  /** Adds to `scores` what `term` (matched with `quality`) is worth in each record; flags in `inSection` the records whose own heading or text has it. */
  function accumulate(term: string, quality: number, scores: Float64Array, inSection: Uint8Array): boolean {
    const ownList = own.get(term);
    const pageList = paged.get(term);
    if (!ownList && !pageList) return false;
    const touched: number[] = [];
    if (ownList) {
      for (let i = 0; i < ownList.length; i += 2) {
        if (!scratch[ownList[i]]) touched.push(ownList[i]);
        scratch[ownList[i]] |= ownList[i + 1];
        inSection[ownList[i]] = 1;
      }
    }
    if (pageList) {
      for (let i = 0; i < pageList.length; i += 2) {
        for (const rec of pages[pageList[i]].records) {
          if (!scratch[rec]) touched.push(rec);
          scratch[rec] |= pageList[i + 1];
        }
      }
    }
    for (const rec of touched) {
      const s = quality * fieldScore(scratch[rec], records[rec].top);
      if (s > scores[rec]) scores[rec] = s;
      scratch[rec] = 0;
    }
    return true;
  }

  /** Typos and prefixes that reach a one-word synonym bring the rest of its group along. */
  function withSynonymsOfMatches(group: QueryGroup): Alternative[] {
    const alternatives = [...group.alternatives];
    const typed = group.alternatives[0];
    if (group.alternatives.length > 1 || typed.words.length !== 1) return alternatives;
    const reached = new Set<number>();
    for (const m of vocabulary.resolve(typed.words[0], group.typing)) {
      const g = synonyms.single.get(m.term);
      if (g !== undefined && m.term !== typed.words[0]) reached.add(g);
    }
    for (const g of reached) {
      for (const alt of synonymAlternatives(synonyms, g, typed.words).slice(1)) {
        if (!alternatives.some((a) => a.words.join(' ') === alt.words.join(' '))) alternatives.push(alt);
      }
    }
    return alternatives;
  }

  function search(query: string, { typing = false, limit = 20, perPage = 3 }: SearchOptions = {}): SearchResponse {
    const groups = parseQuery(query, synonyms, lexicon, typing);
    const terms = new Map<string, number>();
    const coverage = new Uint8Array(R);
    /** Weight of the groups found anywhere: words the site never uses do not raise the bar. */
    let foundWeight = 0;
    const total = new Float64Array(R);
    /** Groups a record answers in its own heading, text or tags (not only through its page's title). */
    const ownCoverage = new Uint8Array(R);
    groups.forEach((group, g) => {
      const inSection = new Uint8Array(R);
      const best = new Float64Array(R);
      const extra = new Float64Array(R);
      let found = false;
      for (const alt of withSynonymsOfMatches(group)) {
        let sum: Float64Array | undefined;
        alt.words.forEach((word, i) => {
          const scores = new Float64Array(R);
          const prefix = group.typing && !alt.synonym && i === alt.words.length - 1;
          for (const m of vocabulary.resolve(word, prefix)) {
            if (accumulate(m.term, m.quality, scores, inSection) && !terms.has(m.term)) terms.set(m.term, g);
          }
          if (!sum) sum = scores;
          else for (let r = 0; r < R; r++) sum[r] = sum[r] && scores[r] ? sum[r] + scores[r] : 0;
        });
        if (!sum) continue;
        const factor = (alt.synonym ? 0.9 : 1) / alt.words.length;
        for (let r = 0; r < R; r++) {
          const v = sum[r] * factor;
          if (v) found = true;
          // The best alternative counts in full, the others a little: a page that uses more of the
          // group's words (casar, casamento, casado) is more about it.
          if (v > best[r]) {
            extra[r] += best[r];
            best[r] = v;
          } else extra[r] += v;
        }
      }
      if (!found) return;
      const weight = group.weight ?? 1;
      foundWeight += weight;
      // A group is one concept (óbito, morte, falecimento…): its rarity is that of all its words together.
      let df = 0;
      for (let r = 0; r < R; r++) if (best[r]) df++;
      const rarity = idf(df);
      for (let r = 0; r < R; r++) {
        if (best[r]) {
          coverage[r] += weight;
          if (inSection[r]) ownCoverage[r] += weight;
          total[r] += (best[r] + ALT_SHARE * extra[r]) * rarity;
        }
      }
    });

    const key = sortedKey(queryKey(query));
    // An everyday expression names an act: the page whose own title or keyword is that act is the answer.
    const actKeys = new Set(groups.flatMap((g) => (g.weight ? g.alternatives.filter((a) => a.synonym).map((a) => sortedKey(a.words.join(' '))) : [])));
    const isAct = (page: PageData) => actKeys.has(page.titleKey) || [...actKeys].some((k) => page.keywordKeys.has(k));
    const candidates: Candidate[] = [];
    for (let r = 0; r < R; r++) {
      if (!coverage[r]) continue;
      const page = pages[records[r].page];
      candidates.push({
        record: r,
        page: records[r].page,
        tier: key && key === page.titleKey ? 2 : (key && page.keywordKeys.has(key)) || (actKeys.size && isAct(page)) ? 1 : 0,
        coverage: coverage[r],
        score: total[r] * page.prior,
      });
    }
    const ranked = rankPages(candidates, Math.ceil(foundWeight / 2));
    const hitOf = (c: Candidate): SearchHit => {
      const rec = records[c.record];
      const page = pages[rec.page];
      return {
        route: page.route,
        anchor: rec.anchor,
        href: rec.anchor ? `${page.route}#${rec.anchor}` : page.route,
        title: page.title,
        heading: rec.heading,
        // A page's top is best told by its description (a summary written for it), when that says what was searched.
        text: rec.top && mentions(page.description, terms) ? page.description : rec.text || page.description,
        coverage: c.coverage,
        score: c.score,
      };
    };
    const hits = ranked.slice(0, limit).map(({ records: [best, ...rest] }): PageHit => {
      const hit = hitOf(best);
      // Sub-links go to sections that say what was searched themselves (every section of a page
      // matches the page's title), at least as much of it as the entry's own section.
      const own = Math.max(1, ownCoverage[best.record]);
      const sections: SearchHit[] = [];
      const shown = new Set([hit.anchor]);
      for (const c of rest) {
        if (sections.length >= perPage || c.coverage < best.coverage) break;
        const rec = records[c.record];
        // The same #anchor twice (a section found under two names) shows once.
        if (!rec.anchor || ownCoverage[c.record] < own || shown.has(rec.anchor)) continue;
        shown.add(rec.anchor);
        sections.push(hitOf(c));
      }
      return { ...hit, sections };
    });
    return { hits, total: ranked.length, terms };
  }

  return {
    version: data.v,
    answers: data.a,
    search,
    clearMemo: () => vocabulary.clearMemo(),
    warm: () => vocabulary.prepare(),
  };
}
