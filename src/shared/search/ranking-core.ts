/**
 * The glue to the search's scoring and ranking loops (wasm/ranking.ts, compiled to WebAssembly by
 * src/node/search-index/compile-ranking.mjs into ranking-wasm.generated.ts): it lays out an index's
 * sections and pages in the module's memory, copies a term's postings there on first use, and reads
 * the ranked pages back. The engine (engine.ts) drives it term by term.
 */
import { RANKING_WASM } from './ranking-wasm.generated';
import { FIELD_SCORES, PAGE_TOP, type Candidate, type Ranking } from './rank';
import { SearchUnsupportedError } from './unsupported';

/** The module's exports (wasm/ranking.ts). */
interface RankingExports {
  memory: WebAssembly.Memory;
  alloc(bytes: number): number;
  init(sections: number, pages: number): void;
  layout(which: number): number;
  accumulate(sections: number, sectionLength: number, pages: number, pageLength: number, quality: number): void;
  addWord(factor: number): void;
  countWord(i: number): void;
  addPhrase(words: number, factor: number): void;
  groupSize(): number;
  endGroup(weight: number, rarity: number, altShare: number): void;
  setMatch(record: number, groups: number, score: number): void;
  rank(minCoverage: number, limit: number, withPrior: number): number;
  pagesFound(): number;
}

/** Addresses `layout(i)` gives (wasm/ranking.ts). */
const LAYOUT = {
  recordPage: 0, topBit: 1, pageFirst: 2, pageSections: 3, prior: 4, pageTier: 5, fieldScores: 6,
  outStart: 7, outRecord: 8, outCoverage: 9, outOwn: 10, outScore: 11, order: 12,
} as const;

/** The index's shape, as the engine reads it from the index core. */
export interface IndexLayout {
  /** Sections per page; sections are numbered page after page. */
  sections: readonly number[];
  /** Per page: a small factor on its score (PRIOR in engine.ts). */
  prior: readonly number[];
}

/** A term's postings once copied into the module: addresses and lengths of its two lists. */
export interface StoredPostings {
  sections: number;
  sectionLength: number;
  pages: number;
  pageLength: number;
}

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const imports = { env: { abort: () => { throw new Error('search ranking: abort'); } } };

let compiled: Promise<WebAssembly.Module> | undefined;

/**
 * The module, compiled asynchronously (a page may not compile it synchronously). Rejects with
 * SearchUnsupportedError where the browser cannot compile it.
 */
export async function loadRankingModule(): Promise<WebAssembly.Instance> {
  try {
    compiled ??= WebAssembly.compile(bytesOf(RANKING_WASM));
    return await WebAssembly.instantiate(await compiled, imports);
  } catch (error) {
    compiled = undefined;
    throw new SearchUnsupportedError(`search ranking: ${String(error)}`);
  }
}

/** The module at once: Node (unit tests, the benchmark), where compiling synchronously is allowed. */
export function loadRankingModuleSync(): WebAssembly.Instance {
  return new WebAssembly.Instance(new WebAssembly.Module(bytesOf(RANKING_WASM)), imports);
}

export type RankingCore = ReturnType<typeof createRankingCore>;

/** A ranking core for one index, in its own instance of the module. */
export function createRankingCore(instance: WebAssembly.Instance, index: IndexLayout) {
  const wasm = instance.exports as unknown as RankingExports;
  const { sections, prior } = index;
  const sectionCount = sections.reduce((sum, count) => sum + count, 0);
  wasm.init(sectionCount, sections.length);
  const at = (which: keyof typeof LAYOUT) => wasm.layout(LAYOUT[which]);

  // Views of the memory, made again when it grows (growing detaches the old buffer).
  let buffer: ArrayBuffer | undefined;
  let i32 = new Int32Array(0);
  let u8 = new Uint8Array(0);
  let f64 = new Float64Array(0);
  const views = () => {
    if (buffer !== wasm.memory.buffer) {
      buffer = wasm.memory.buffer;
      i32 = new Int32Array(buffer);
      u8 = new Uint8Array(buffer);
      f64 = new Float64Array(buffer);
    }
  };

  views();
  const recordPage = at('recordPage') >> 2;
  const pageFirst = at('pageFirst') >> 2;
  const pageSections = at('pageSections') >> 2;
  // Per section, PAGE_TOP when it is its page's top (the index into FIELD_SCORES), else 0.
  const topBit = at('topBit');
  let first = 0;
  sections.forEach((count, page) => {
    i32[pageFirst + page] = first;
    i32[pageSections + page] = count;
    i32.fill(page, recordPage + first, recordPage + first + count);
    if (count) u8[topBit + first] = PAGE_TOP;
    first += count;
  });
  f64.set(prior, at('prior') >> 3);
  f64.set(FIELD_SCORES, at('fieldScores') >> 3);
  const pageTier = at('pageTier');

  /** Copies a list of numbers into the module; returns its address. */
  const copy = (list: readonly number[]) => {
    const address = wasm.alloc(list.length * 4);
    views();
    i32.set(list, address >> 2);
    return address;
  };

  return {
    /** A term's postings (ShardPostings) copied into the module, for `accumulate`. */
    store(sectionList: readonly number[], pageList: readonly number[]): StoredPostings {
      return { sections: copy(sectionList), sectionLength: sectionList.length, pages: copy(pageList), pageLength: pageList.length };
    },
    /** Adds what a term (matched with `quality`) is worth in each section that has it to the current word. */
    accumulate(postings: StoredPostings, quality: number): void {
      wasm.accumulate(postings.sections, postings.sectionLength, postings.pages, postings.pageLength, quality);
    },
    /** Ends a one-word alternative of the current group, its value times `factor`. */
    addWord: (factor: number) => wasm.addWord(factor),
    /** Ends word `i` of an alternative of several words. */
    countWord: (i: number) => wasm.countWord(i),
    /** Ends an alternative of `words` words: sections with them all count their sum times `factor`. */
    addPhrase: (words: number, factor: number) => wasm.addPhrase(words, factor),
    /** Sections that answer the current group so far. */
    groupSize: () => wasm.groupSize(),
    /** Ends the current group: `weight` groups answered, its value times `rarity`, `altShare` of its other alternatives. */
    endGroup: (weight: number, rarity: number, altShare: number) => wasm.endGroup(weight, rarity, altShare),
    /** A ready-made match, without postings (the ranking's unit tests). */
    setMatch: (record: number, groups: number, score: number) => wasm.setMatch(record, groups, score),
    /** 2 when the query is the page's title, 1 one of its keywords (or of the act an expression names), 0 otherwise. */
    setTier(page: number, tier: number): void {
      views();
      u8[pageTier + page] = tier;
    },
    /**
     * The pages the query's matches make (rank.ts has the rules): the first `limit`, best first, each
     * with its kept sections best first, and how many pages match in all. Clears the query's matches.
     */
    rank(minCoverage: number, limit: number, withPrior = true): Ranking {
      // No more pages than there are (a limit of Infinity means all of them).
      const shown = wasm.rank(minCoverage, Math.min(limit, sections.length), withPrior ? 1 : 0);
      views();
      const order = at('order') >> 2;
      const start = at('outStart') >> 2;
      const record = at('outRecord') >> 2;
      const coverage = at('outCoverage') >> 2;
      const own = at('outOwn') >> 2;
      const score = at('outScore') >> 3;
      const pages = [];
      for (let s = 0; s < shown; s++) {
        const page = i32[order + s];
        const tier = u8[pageTier + page];
        const records: Candidate[] = [];
        for (let j = i32[start + s]; j < i32[start + s + 1]; j++) {
          records.push({ record: i32[record + j], page, tier, coverage: i32[coverage + j], own: i32[own + j], score: f64[score + j] });
        }
        pages.push({ page, records });
      }
      return { pages, total: wasm.pagesFound() };
    },
  };
}
