/** The search engine: which sections and pages use each term, fetched by shard. */
import { type PageFragment, type RankProfile, type SearchCore, type ShardPostings, type TermShard } from './index-format';
import { shardOf } from './index-split';
import { words } from './normalize';
import { compileLexicon, compileSynonyms, parseQuery, queryKey, synonymAlternatives, type Alternative, type QueryGroup, type SynonymTable } from './query';
import { fieldScore, rankPages, type Candidate } from './rank';
import { highlight, snippet } from './highlight';
import type { IndexParts, PageHit, SearchHit, SearchOptions, SearchResponse } from './engine-types';
import { bucketOf, sortedKey } from './terms';
import { RANK_MEASURE } from './timing';
import { measureSince } from '../user-timing';
import { otherBuckets, resolveAcross, slipBuckets, soundAlikeOn, SOUND_QUALITY, Vocabulary } from './vocabulary';
import { soundKeys } from './phonetic';
import { RecordMap } from './record-map';
import { familiesOn, familyKey } from './family';

export type { Engine, IndexParts, PageHit, SearchHit, SearchOptions, SearchResponse } from './engine-types';

interface PageData {
  rank: RankProfile;
  /** The page top first. */
  records: number[];
}

/** Share of a group's other matching alternatives added to its best one. */
const ALT_SHARE = 0.2;
const DEFAULTS = { typing: false, limit: 20, perPage: 3, snippet: 170 };

const mentions = (text: string, terms: ReadonlyMap<string, number>) => words(text).some((w) => terms.has(w.term));

/** A word → the query groups that say it. */
const sayTo = (map: Map<string, Set<number>>, word: string, group: number) => void (map.get(word)?.add(group) ?? map.set(word, new Set([group])));

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function createLazyEngine(core: SearchCore, parts?: IndexParts) {
  const synonyms: SynonymTable = compileSynonyms(core.s ?? []);
  const lexicon = compileLexicon(core.x ?? []);
  const pages: PageData[] = [];
  const recordPage: number[] = [];
  const isTop: boolean[] = [];
  core.n.forEach((count, page) => {
    const records: number[] = [];
    for (let i = 0; i < count; i++) {
      records.push(recordPage.length);
      isTop.push(i === 0);
      recordPage.push(page);
    }
    pages.push({ rank: core.rp[Number(core.k[page])], records });
  });
  const R = recordPage.length;

  const stored = new Map<string, ShardPostings>();
  /** A title's or keyword's key → [pages with it as title, as keyword]. */
  const keys = new Map<string, [number[], number[]]>();
  const keysByFirst = new Map<string, string[]>();
  /** A title's or keyword's words by family ("escritur" → "escritura publica"), made as shards come. */
  const keysByFamily = new Map<string, string[]>();
  /** Each key's words and their families, split once when its shard comes. */
  const keyWordsOf = new Map<string, { words: string[]; families: string[] }>();
  const fragments = new Map<string, PageFragment>();
  const loadedShards = new Set<number>();
  const pending = new Map<string, Promise<void>>();

  const bucketTerms = new Map<string, string[]>();
  const addTerm = (term: string) => bucketTerms.get(bucketOf(term))?.push(term) ?? bucketTerms.set(bucketOf(term), [term]);
  for (const term of synonyms.single.keys()) addTerm(term);
  const vocabularies = new Map<string, Vocabulary>();
  const shardOfBucket = (b: string) => shardOf(core.t, b);
  /** In one section's fields and no page's (postings are id-and-fields pairs). */
  const inPassing = (term: string) => {
    const found = stored.get(term);
    return found?.[0].length === 2 && found[1].length === 0;
  };
  const vocabulary = (b: string): Vocabulary => {
    let v = vocabularies.get(b);
    if (!v) {
      v = new Vocabulary(bucketTerms.get(b) ?? [], inPassing);
      // Only a complete bucket is kept: one whose shard has not come yet would miss its words.
      if (loadedShards.has(shardOfBucket(b))) vocabularies.set(b, v);
    }
    return v;
  };
  const resolve = (word: string, typing: boolean, typos = true) => resolveAcross(vocabulary, word, typing, typos);

  function addShard(index: number, shard: TermShard): void {
    if (loadedShards.has(index)) return;
    for (const [term, postings] of Object.entries(shard.w)) {
      stored.set(term, postings);
      if (!synonyms.single.has(term)) addTerm(term);
    }
    for (const [key, entry] of Object.entries(shard.k)) {
      keys.set(key, entry);
      const words = key.split(' ');
      const families = words.map(familyKey);
      keyWordsOf.set(key, { words, families });
      keysByFirst.get(words[0])?.push(key) ?? keysByFirst.set(words[0], [key]);
      for (const f of new Set(families)) keysByFamily.get(f)?.push(key) ?? keysByFamily.set(f, [key]);
    }
    loadedShards.add(index);
  }
  const addFragment = (page: number, chunk: number, fragment: PageFragment) => void fragments.set(`${page}:${chunk}`, fragment);

  /** Made once and reused: ranking is synchronous. */
  let tallies: Record<'masks' | 'wordA' | 'wordB' | 'wordC' | 'best' | 'extra' | 'inSection' | 'coverage' | 'ownCoverage' | 'total', RecordMap> | undefined;
  const scratch = () => (tallies ??= {
    masks: new RecordMap(R), wordA: new RecordMap(R), wordB: new RecordMap(R), wordC: new RecordMap(R), best: new RecordMap(R),
    extra: new RecordMap(R), inSection: new RecordMap(R), coverage: new RecordMap(R), ownCoverage: new RecordMap(R), total: new RecordMap(R),
  });

  const idf = (df: number) => Math.log(1 + R / Math.max(1, df)) / Math.log(1 + R);

  /** Each section's best value of `term` into `out`; into `inSection`, those with it in their own fields. */
  function accumulate(term: string, quality: number, out: RecordMap, inSection: RecordMap): boolean {
    const found = stored.get(term);
    if (!found || (!found[0].length && !found[1].length)) return false;
    const [ownList, pageList] = found;
    const own = scratch().masks.clear();
    // Ids are stored as gaps: near ids compress to little.
    for (let i = 0, rec = 0; i < ownList.length; i += 2) {
      rec += ownList[i];
      inSection.set(rec, 1);
      own.set(rec, own.get(rec) | ownList[i + 1]);
    }
    // A page's sections with its fields and their own, then the rest: a field more never lowers a value.
    for (let i = 0, page = 0; i < pageList.length; i += 2) {
      page += pageList[i];
      for (const rec of pages[page].records) out.raise(rec, quality * fieldScore(own.get(rec) | pageList[i + 1], isTop[rec]));
    }
    for (const rec of own.keys) out.raise(rec, quality * fieldScore(own.get(rec), isTop[rec]));
    return true;
  }

  /** Typos and prefixes that reach a one-word synonym bring the rest of its group along. */
  function withSynonymsOfMatches(group: QueryGroup): Alternative[] {
    const alternatives = [...group.alternatives];
    const typed = group.alternatives[0];
    if (group.alternatives.length > 1 || typed.words.length !== 1) return alternatives;
    const reached = new Set<number>();
    const matches = resolve(typed.words[0], group.typing);
    for (const m of matches) {
      const g = synonyms.single.get(m.term);
      if (g !== undefined && m.term !== typed.words[0]) reached.add(g);
    }
    // A word the site does not use may be a synonym spelt as it sounds ("presso" for "preço"); "ficha" is not "fecha".
    if (soundAlikeOn() && !group.typing && !synonyms.single.has(typed.words[0]) && !matches.some((m) => m.term === typed.words[0])) {
      for (const key of soundKeys(typed.words[0])) {
        const g = synonyms.sounds.get(key);
        if (g !== undefined) reached.add(g);
      }
    }
    for (const g of reached) {
      for (const alt of synonymAlternatives(synonyms, g, typed.words).slice(1)) {
        if (!alternatives.some((a) => a.words.join(' ') === alt.words.join(' '))) alternatives.push(alt);
      }
    }
    return alternatives;
  }

  const pagesWithKey = (key: string, which: 0 | 1) => keys.get(key)?.[which] ?? [];

  /** Timed: the search's own work, without downloads. */
  function rank(query: string, typing: boolean, limit: number) {
    const start = performance.now();
    const result = rankNow(query, typing, limit);
    measureSince(RANK_MEASURE, start);
    return result;
  }

  function rankNow(query: string, typing: boolean, limit: number) {
    const groups = parseQuery(query, synonyms, lexicon, typing);
    const terms = new Map<string, number>();
    const namedTerms = new Set<string>();
    /** Terms the visitor's own words reach, outside expressions. */
    const ownTerms = new Map<string, number>();
    /** Per section: groups answered (weighted), those in its own fields, its score. */
    const { wordA, wordB, wordC, best, extra, inSection, coverage, ownCoverage, total } = scratch();
    for (const tally of [coverage, ownCoverage, total]) tally.clear();
    /** The typed words found nowhere, and the groups found somewhere. */
    const unknown: string[] = [];
    const foundGroups = new Set<number>();
    /** Each group's alternatives, its matches' synonyms included. */
    const alternatives = groups.map(withSynonymsOfMatches);
    groups.forEach((group, g) => {
      // A group's best alternative counts in full, the others a little: more of its words, more about it.
      best.clear();
      extra.clear();
      inSection.clear();
      for (const alt of alternatives[g]) {
        const factor = (alt.synonym ? 0.9 : 1) / alt.words.length;
        // Every word must be in the section; the value is their sum.
        let found: RecordMap | undefined;
        alt.words.forEach((w, i) => {
          const word = (found === wordA ? wordB : wordA).clear();
          // No typos for an editor's synonym; longer words only for the last word, while typed.
          for (const m of resolve(w, group.typing && !alt.synonym && i === alt.words.length - 1, !alt.synonym)) {
            if (!accumulate(m.term, m.quality, word, inSection)) continue;
            if (!terms.has(m.term)) terms.set(m.term, g);
            // A word the visitor misspelt, spelt as it sounds or shortened still names a page.
            if (m.quality >= SOUND_QUALITY) namedTerms.add(m.term);
            if (m.quality >= SOUND_QUALITY && !alt.synonym && !group.weight) ownTerms.set(m.term, g);
          }
          if (!found) {
            found = word;
            return;
          }
          const both = (found === wordC || word === wordC ? (found === wordB || word === wordB ? wordA : wordB) : wordC).clear();
          for (const rec of word.keys) if (found.has(rec)) both.set(rec, found.get(rec) + word.get(rec));
          found = both;
        });
        for (const rec of found?.keys ?? []) {
          const v = found!.get(rec) * factor;
          const b = best.get(rec);
          extra.add(rec, Math.min(b, v));
          best.raise(rec, v);
        }
      }
      if (!best.size) {
        for (const alt of group.weight ? [] : group.alternatives) if (!alt.synonym && alt.words.length === 1) unknown.push(alt.words[0]);
        return;
      }
      const weight = group.weight ?? 1;
      foundGroups.add(g);
      // A group is one concept: its rarity is that of all its words together.
      const rarity = idf(best.size);
      for (const rec of best.keys) {
        coverage.add(rec, weight);
        if (inSection.has(rec)) ownCoverage.add(rec, weight);
        total.add(rec, (best.get(rec) + ALT_SHARE * extra.get(rec)) * rarity);
      }
    });

    // An expression of small words is asked too: a title or keyword without it is not the query.
    const typedWords = queryKey(query).split(' '), keyWords = new Set(typedWords);
    const key = groups.some((g) => g.weight !== 0 && g.alternatives.every((a) => !a.words.some((w) => keyWords.has(w)))) ? '' : sortedKey(typedWords.join(' '));
    // Tier 1 also for the act an expression in the query means.
    const tier = new Map<number, number>();
    /** Each word the query says, in any form → its groups. */
    const said = new Map<string, Set<number>>();
    const say = (w: string, g: number) => sayTo(said, w, g);
    groups.forEach((group, g) => group.alternatives.forEach((a) => a.words.forEach((w) => say(w, g))));
    for (const t of namedTerms) say(t, terms.get(t)!);
    const names = [...said.keys()].flatMap((w) => keysByFirst.get(w) ?? []).filter((k) => k.split(' ').every((w) => said.has(w)))
      .map((k) => ({ k, groups: new Set(k.split(' ').flatMap((w) => [...said.get(w)!])) }));
    /** Services the query names: every word of a title or keyword said, and no longer name holds its groups. */
    const named = new Set<number>();
    for (const { k, groups: mine } of names) {
      if (names.some(({ groups: other }) => other.size > mine.size && [...mine].every((g) => other.has(g)))) continue;
      for (const page of keys.get(k)!.flat()) if (pages[page].rank.named) named.add(page);
    }
    const acts = groups.flatMap((g) => (g.weight ? g.alternatives.filter((a) => a.synonym).map((a) => sortedKey(a.words.join(' '))) : []));
    // A service named in the visitor's own words beside another act's expression is what is asked.
    const actPages = new Set(acts.flatMap((k) => [...pagesWithKey(k, 0), ...pagesWithKey(k, 1)]));
    const actWords = new Set(acts.flatMap((k) => k.split(' ')));
    const namesAnother = names.some(({ k }) => {
      const nameWords = k.split(' ');
      return nameWords.every((w) => ownTerms.has(w)) && nameWords.some((w) => !actWords.has(w))
        && keys.get(k)!.flat().some((p) => pages[p].rank.named && !actPages.has(p));
    });
    const keywordActs = namesAnother ? [] : acts;
    // A one-concept query whose synonym is a page's whole keyword ("casamento": "casar") is that keyword.
    const synonymKeys = groups.length !== 1 ? [] : alternatives[0].filter((a) => a.synonym).map((a) => sortedKey(a.words.join(' ')));
    // A keyword said whole in other words ("registro de nascimento é de graça": "… gratuito"): every group of the query
    // in it, each of its words typed, misspelt, a one-word synonym or an expression's act ("registro do bebê": "registro de
    // nascimento"); a phrase's leftover, "pronta" of "fica pronta", is not.
    const strict = new Map<string, Set<number>>();
    const sayStrict = (w: string, g: number) => sayTo(strict, w, g);
    groups.forEach((group, g) => group.alternatives.forEach((a) => {
      if (!a.synonym || group.weight || (a.words.length === 1 && synonyms.words.has(a.words[0]))) a.words.forEach((w) => sayStrict(w, g));
    }));
    /** The visitor's own words by family ("escriturar" says "escritura"). */
    const ownFamilies = new Map<string, Set<number>>();
    if (familiesOn()) for (const [t, g] of ownTerms) sayTo(ownFamilies, familyKey(t), g);
    const asked = groups.flatMap((g, i) => (g.weight === 0 || !foundGroups.has(i) ? [] : [i]));
    const candidateKeys = new Set([...[...strict.keys()].flatMap((w) => keysByFirst.get(w) ?? []), ...[...ownFamilies.keys()].flatMap((f) => keysByFamily.get(f) ?? [])]);
    // A word the site never uses says nothing it could match ("casar com minha companheira": "casar").
    const saysWords = typedWords.filter((w) => !unknown.includes(w)).length;
    const saidWhole = [...candidateKeys].filter((k) => {
      const { words, families } = keyWordsOf.get(k)!;
      // As many words as the query says: "escritura fica pronta em quantos dias" is not "quando fica pronta a escritura".
      if (words.length < saysWords) return false;
      const wordGroups = words.map((w, i) => [...(strict.get(w) ?? []), ...(ownFamilies.get(families[i]) ?? [])]);
      return wordGroups.every((gs) => gs.length) && asked.every((g) => wordGroups.some((gs) => gs.includes(g)));
    });
    for (const k of [...keywordActs, key, ...synonymKeys, ...saidWhole]) for (const page of k ? pagesWithKey(k, 1) : []) tier.set(page, 1);
    for (const k of keywordActs) for (const page of pagesWithKey(k, 0)) tier.set(page, 1);
    for (const page of key ? pagesWithKey(key, 0) : []) tier.set(page, 2);
    const candidates = total.keys.map((record): Candidate => {
      const page = recordPage[record];
      const { belowAnswers = false, prior } = pages[page].rank;
      // A news item's keywords find it but do not lift it: only its exact title does.
      const pageTier = tier.get(page) ?? 0;
      return { record, page, tier: belowAnswers && pageTier < 2 ? 0 : pageTier, named: named.has(page), belowAnswers, coverage: coverage.get(record), score: total.get(record) * prior };
    });
    // Half the weight of the groups found anywhere: words the site never uses do not raise the bar.
    const foundWeight = [...foundGroups].reduce((sum, g) => sum + (groups[g].weight ?? 1), 0);
    const ranking = rankPages(candidates, Math.ceil(foundWeight / 2), limit);
    // The tallies are the next query's: the shown sections' own coverage is kept apart.
    const shownOwn = new Map<number, number>();
    for (const { records } of ranking.pages) for (const { record } of records) if (ownCoverage.has(record)) shownOwn.set(record, ownCoverage.get(record));
    return { ranking, terms, ownCoverage: shownOwn, unknown };
  }

  /** Fragments not loaded yet go to `missing` for find to fetch, or throw without one. */
  function respond({ ranking, terms, ownCoverage, unknown }: ReturnType<typeof rankNow>, { limit, perPage, snippet: length }: typeof DEFAULTS, missing?: Set<string>): SearchResponse {
    const hitOf = (c: Candidate): SearchHit | undefined => {
      const local = c.record - pages[c.page].records[0];
      const key = `${c.page}:${Math.floor(local / core.c)}`;
      const fragment = fragments.get(key);
      if (!fragment) {
        if (!missing) throw new Error(`search: page ${c.page} not loaded (call find first)`);
        missing.add(key);
        return undefined;
      }
      const [route, title, description, rows] = fragment;
      const [heading, anchor, section] = rows[local % core.c];
      // A page's top is best told by its description, when that says what was searched.
      const text = isTop[c.record] && mentions(description, terms) ? description : section || description;
      const drawn = { title: highlight(title, terms), heading: highlight(heading, terms), snippet: snippet(text, terms, length) };
      return { route, anchor, href: anchor ? `${route}#${anchor}` : route, title, heading, coverage: c.coverage, score: c.score, drawn };
    };
    const hits: PageHit[] = [];
    for (const { records: [best, ...rest] } of ranking.pages.slice(0, limit)) {
      const hit = hitOf(best);
      // Sub-links: sections saying in their own fields as much as the entry (all match the page's title).
      const own = Math.max(1, ownCoverage.get(best.record) ?? 0);
      const sections: SearchHit[] = [];
      const shown = new Set([hit?.anchor]);
      for (const c of rest) {
        if (sections.length >= perPage || c.coverage < best.coverage) break;
        if ((ownCoverage.get(c.record) ?? 0) < own) continue;
        const sub = hitOf(c);
        // An #anchor found under two names shows once.
        if (!sub || !sub.anchor || shown.has(sub.anchor)) continue;
        shown.add(sub.anchor);
        sections.push(sub);
      }
      if (hit) hits.push({ ...hit, sections });
    }
    return { hits, total: ranking.total, terms, unknown };
  }

  function search(query: string, options: SearchOptions = {}): SearchResponse {
    const settings = { ...DEFAULTS, ...options };
    return respond(rank(query, settings.typing, settings.limit), settings);
  }

  /** One load per name at a time; a failure is forgotten, so the next call retries. */
  function once(name: string, load: () => Promise<void>): Promise<void> {
    let p = pending.get(name);
    if (!p) {
      p = load().finally(() => pending.delete(name));
      pending.set(name, p);
    }
    return p;
  }
  const loadShards = (words: Iterable<string>, buckets = false) => {
    if (!parts) return Promise.resolve();
    const needed = new Set([...words].map((w) => shardOfBucket(buckets ? w : bucketOf(w))).filter((i) => !loadedShards.has(i)));
    return Promise.all([...needed].map((i) => once(`t${i}`, () => parts.shard(i).then((shard) => addShard(i, shard))))).then(() => {});
  };

  async function find(query: string, options: SearchOptions = {}): Promise<SearchResponse> {
    const settings = { ...DEFAULTS, ...options };
    const { typing } = settings;
    const groups = parseQuery(query, synonyms, lexicon, typing);
    const typed = groups.flatMap((g) => g.alternatives.flatMap((a) => a.words));
    await loadShards([...typed, ...queryKey(query).split(' ').filter(Boolean)]);
    // Then synonyms typos reach, and buckets an unknown word may sound like.
    await loadShards(groups.flatMap((g) => withSynonymsOfMatches(g).flatMap((a) => a.words)));
    await loadShards(typed.flatMap((w) => otherBuckets(vocabulary, w)), true);
    // A word still matching nothing: buckets one key off at its first letters.
    await loadShards(typed.flatMap((w) => slipBuckets(vocabulary, w)), true);
    // Ranking in a task of its own, apart from reading the shards: no long task on a big site.
    await nextTask();
    const ranked = rank(query, typing, settings.limit);
    // Fetch what is drawn; a section found missing may lead to the next one.
    for (;;) {
      const missing = new Set<string>();
      const response = respond(ranked, settings, missing);
      if (!missing.size || !parts) return response;
      await Promise.all([...missing].map((key) => {
        const [page, chunk] = key.split(':').map(Number);
        return once(`p${key}`, () => parts.fragment(page, chunk).then((f) => addFragment(page, chunk, f)));
      }));
    }
  }

  return { version: core.v, answers: core.a, find, search, addShard, addFragment, clearMemo: () => vocabularies.forEach((v) => v.clearMemo()) };
}
