/**
 * The search's scoring and ranking loops, in AssemblyScript compiled to WebAssembly
 * (src/node/search-index/compile-ranking.mjs). A first search runs before the JavaScript engine has
 * optimised anything, and there a loop step over a section costs ten times what it costs once
 * optimised; WebAssembly is compiled before it runs, so a first search costs what the hundredth does.
 *
 * The engine (../engine.ts) keeps the control: it parses the query, resolves its words and calls these
 * functions per term, alternative and group; the glue (../ranking-core.ts) owns the memory views. All
 * state lives in this module's memory, one slot per section or page, each working array with the list
 * of slots it touched, so a search costs what its postings cost and clears only what it used.
 *
 * Arrays are raw memory (`load`/`store` at `base + index × size`): no garbage collector, nothing freed.
 */

/** Sections and pages of the index. */
let sectionCount: i32 = 0;
let pageCount: i32 = 0;

// Read-only after `init`, written by the glue: per section its page and whether it is its page's top
// (PAGE_TOP, the index into fieldScores); per page its first section, number of sections, prior and tier.
let recordPage: usize = 0;
let topBit: usize = 0;
let pageFirst: usize = 0;
let pageSections: usize = 0;
let prior: usize = 0;
let pageTier: usize = 0;
let fieldScores: usize = 0;

// Per section, for one word (every term it stands for), one alternative of several words, one group.
let word: usize = 0;
let altSum: usize = 0;
let altWords: usize = 0;
let best: usize = 0;
let extra: usize = 0;
let inSection: usize = 0;
let scratch: usize = 0;
// Per section, over the whole query: groups answered (anywhere, and in its own words) and score.
let coverage: usize = 0;
let ownCoverage: usize = 0;
let total: usize = 0;

/** A list of touched slots: [base, length] as two globals each. */
let wordTouched: usize = 0;
let wordCount: i32 = 0;
let altTouched: usize = 0;
let altCount: i32 = 0;
let groupTouched: usize = 0;
let groupCount: i32 = 0;
let sectionTouched: usize = 0;
let sectionCountTouched: i32 = 0;
let queryTouched: usize = 0;
let queryCount: i32 = 0;
let pageTouched: usize = 0;
let pageCountTouched: i32 = 0;

// Ranking: each page's best record (-1: none) and its slot among the pages shown (-1: not shown).
let bestOf: usize = 0;
let slotOf: usize = 0;
let found: usize = 0;
let foundCount: i32 = 0;
let order: usize = 0;
let orderCount: i32 = 0;
// The ranking's output: per page shown, where its records start in the output lists; per record its
// section, groups answered, groups answered in its own words and score.
let outStart: usize = 0;
let outRecord: usize = 0;
let outCoverage: usize = 0;
let outOwn: usize = 0;
let outScore: usize = 0;
let outCapacity: i32 = 0;

// @ts-ignore: decorator
@inline function i32At(base: usize, i: i32): i32 { return load<i32>(base + (<usize>i << 2)); }
// @ts-ignore: decorator
@inline function setI32(base: usize, i: i32, v: i32): void { store<i32>(base + (<usize>i << 2), v); }
// @ts-ignore: decorator
@inline function u8At(base: usize, i: i32): i32 { return <i32>load<u8>(base + <usize>i); }
// @ts-ignore: decorator
@inline function setU8(base: usize, i: i32, v: i32): void { store<u8>(base + <usize>i, <u8>v); }
// @ts-ignore: decorator
@inline function f64At(base: usize, i: i32): f64 { return load<f64>(base + (<usize>i << 3)); }
// @ts-ignore: decorator
@inline function setF64(base: usize, i: i32, v: f64): void { store<f64>(base + (<usize>i << 3), v); }

/** Zeroed memory for `count` items of `size` bytes (8-byte aligned). */
function zeroed(count: i32, size: i32): usize {
  const bytes = <usize>max(count, 1) * <usize>size;
  const ptr = heap.alloc(bytes);
  memory.fill(ptr, 0, bytes);
  return ptr;
}

/** Memory for the glue to fill (postings, the index's layout); returns its address. */
export function alloc(bytes: i32): usize {
  return zeroed(bytes, 1);
}

/**
 * Sets up an index of `sections` sections and `pages` pages. The glue then fills, at the addresses
 * `layout(i)` gives, each section's page and top bit, each page's first section, count and prior, and
 * the value of every field mask.
 */
export function init(sections: i32, pages: i32): void {
  sectionCount = sections;
  pageCount = pages;
  recordPage = zeroed(sections, 4);
  topBit = zeroed(sections, 1);
  pageFirst = zeroed(pages, 4);
  pageSections = zeroed(pages, 4);
  prior = zeroed(pages, 8);
  pageTier = zeroed(pages, 1);
  fieldScores = zeroed(128, 8);
  word = zeroed(sections, 8);
  altSum = zeroed(sections, 8);
  altWords = zeroed(sections, 1);
  best = zeroed(sections, 8);
  extra = zeroed(sections, 8);
  inSection = zeroed(sections, 1);
  scratch = zeroed(sections, 1);
  coverage = zeroed(sections, 1);
  ownCoverage = zeroed(sections, 1);
  total = zeroed(sections, 8);
  wordTouched = zeroed(sections, 4);
  altTouched = zeroed(sections, 4);
  groupTouched = zeroed(sections, 4);
  sectionTouched = zeroed(sections, 4);
  queryTouched = zeroed(sections, 4);
  pageTouched = zeroed(sections, 4);
  bestOf = zeroed(pages, 4);
  slotOf = zeroed(pages, 4);
  for (let p = 0; p < pages; p++) {
    setI32(bestOf, p, -1);
    setI32(slotOf, p, -1);
  }
  found = zeroed(pages, 4);
  outRecord = zeroed(sections, 4);
  outCoverage = zeroed(sections, 4);
  outOwn = zeroed(sections, 4);
  outScore = zeroed(sections, 8);
}

/** Addresses the glue reads and writes (see ../ranking-core.ts, LAYOUT). */
export function layout(which: i32): usize {
  switch (which) {
    case 0: return recordPage;
    case 1: return topBit;
    case 2: return pageFirst;
    case 3: return pageSections;
    case 4: return prior;
    case 5: return pageTier;
    case 6: return fieldScores;
    case 7: return outStart;
    case 8: return outRecord;
    case 9: return outCoverage;
    case 10: return outOwn;
    case 11: return outScore;
    case 12: return order;
    default: return 0;
  }
}

/** Raises `word` in `rec` to `s` when no other match of the same word gave more. */
// @ts-ignore: decorator
@inline function raise(rec: i32, s: f64): void {
  const w = f64At(word, rec);
  if (w == 0) {
    setI32(wordTouched, wordCount, rec);
    wordCount++;
  }
  if (s > w) setF64(word, rec, s);
}

/**
 * Adds to `word` what a term (matched with `quality`) is worth in each section that has it, from its
 * postings: flat pairs [id gap, field mask, …], `sectionLength` numbers of its sections' own fields at
 * `sections`, `pageLength` of its pages' fields at `pages`. Flags in `inSection` the sections whose own
 * heading or text has it. The page-wide fields first, on every section of the page; a section's own
 * fields then add theirs, so each section is scored once.
 */
export function accumulate(sections: usize, sectionLength: i32, pages: usize, pageLength: i32, quality: f64): void {
  let page = 0;
  for (let i = 0; i < pageLength; i += 2) {
    page += i32At(pages, i);
    const mask = i32At(pages, i + 1);
    const first = i32At(pageFirst, page);
    const end = first + i32At(pageSections, page);
    for (let rec = first; rec < end; rec++) {
      const had = u8At(scratch, rec);
      if (!had) {
        setI32(pageTouched, pageCountTouched, rec);
        pageCountTouched++;
      }
      setU8(scratch, rec, had | mask);
    }
  }
  let rec = 0;
  for (let i = 0; i < sectionLength; i += 2) {
    rec += i32At(sections, i);
    if (!u8At(inSection, rec)) {
      setI32(sectionTouched, sectionCountTouched, rec);
      sectionCountTouched++;
      setU8(inSection, rec, 1);
    }
    raise(rec, quality * f64At(fieldScores, i32At(sections, i + 1) | u8At(scratch, rec) | u8At(topBit, rec)));
    setU8(scratch, rec, 0);
  }
  for (let k = 0; k < pageCountTouched; k++) {
    const r = i32At(pageTouched, k);
    const mask = u8At(scratch, r);
    if (!mask) continue;
    raise(r, quality * f64At(fieldScores, mask | u8At(topBit, r)));
    setU8(scratch, r, 0);
  }
  pageCountTouched = 0;
}

/**
 * One alternative of a group found in `rec` with value `v`: the best alternative counts in full, the
 * others a little (`extra`), so a page that uses more of the group's words is more about it.
 */
// @ts-ignore: decorator
@inline function addAlternative(rec: i32, v: f64): void {
  const b = f64At(best, rec);
  if (b == 0) {
    setI32(groupTouched, groupCount, rec);
    groupCount++;
  }
  if (v > b) {
    setF64(extra, rec, f64At(extra, rec) + b);
    setF64(best, rec, v);
  } else setF64(extra, rec, f64At(extra, rec) + v);
}

/** Ends a one-word alternative: its sections count as they are, times `factor`. */
export function addWord(factor: f64): void {
  for (let k = 0; k < wordCount; k++) {
    const rec = i32At(wordTouched, k);
    addAlternative(rec, f64At(word, rec) * factor);
    setF64(word, rec, 0);
  }
  wordCount = 0;
}

/** Ends word `i` of an alternative of several words: counts it in the sections that had every word before it. */
export function countWord(i: i32): void {
  for (let k = 0; k < wordCount; k++) {
    const rec = i32At(wordTouched, k);
    if (u8At(altWords, rec) == i) {
      if (i == 0) {
        setI32(altTouched, altCount, rec);
        altCount++;
        setF64(altSum, rec, f64At(word, rec));
      } else setF64(altSum, rec, f64At(altSum, rec) + f64At(word, rec));
      setU8(altWords, rec, i + 1);
    }
    setF64(word, rec, 0);
  }
  wordCount = 0;
}

/** Ends an alternative of `words` words: the sections that have them all count their sum, times `factor`. */
export function addPhrase(words: i32, factor: f64): void {
  for (let k = 0; k < altCount; k++) {
    const rec = i32At(altTouched, k);
    if (u8At(altWords, rec) == words) addAlternative(rec, f64At(altSum, rec) * factor);
    setF64(altSum, rec, 0);
    setU8(altWords, rec, 0);
  }
  altCount = 0;
}

/** Sections where the current group matched (its rarity is that of all its words together). */
export function groupSize(): i32 {
  return groupCount;
}

/**
 * Ends a group: each section that answers it gains `weight` groups answered and the group's value
 * (its best alternative, plus `altShare` of the others) times `rarity`.
 */
export function endGroup(weight: i32, rarity: f64, altShare: f64): void {
  for (let k = 0; k < groupCount; k++) {
    const rec = i32At(groupTouched, k);
    const had = u8At(coverage, rec);
    if (!had) {
      setI32(queryTouched, queryCount, rec);
      queryCount++;
    }
    setU8(coverage, rec, had + weight);
    if (u8At(inSection, rec)) setU8(ownCoverage, rec, u8At(ownCoverage, rec) + weight);
    setF64(total, rec, f64At(total, rec) + (f64At(best, rec) + altShare * f64At(extra, rec)) * rarity);
    setF64(best, rec, 0);
    setF64(extra, rec, 0);
  }
  groupCount = 0;
  for (let k = 0; k < sectionCountTouched; k++) setU8(inSection, i32At(sectionTouched, k), 0);
  sectionCountTouched = 0;
}

/** A match made elsewhere (the unit tests of the ranking): `rec` answers `groups` groups with `score`. */
export function setMatch(rec: i32, groups: i32, score: f64): void {
  if (!u8At(coverage, rec)) {
    setI32(queryTouched, queryCount, rec);
    queryCount++;
  }
  setU8(coverage, rec, groups);
  setF64(total, rec, score);
}

/**
 * Whether record `a` (its page's tier `ta`) ranks before `b`: tier first (2 the query is the page's
 * title, 1 one of its keywords), then the groups answered, then the score; the section's number breaks
 * ties, so the order is total.
 */
function before(a: i32, ta: i32, b: i32, tb: i32): bool {
  if (ta != tb) return ta > tb;
  const ca = u8At(coverage, a);
  const cb = u8At(coverage, b);
  if (ca != cb) return ca > cb;
  const sa = f64At(total, a);
  const sb = f64At(total, b);
  if (sa != sb) return sa > sb;
  return a < b;
}

// @ts-ignore: decorator
@inline function tierOfRecord(r: i32): i32 { return u8At(pageTier, i32At(recordPage, r)); }

/** Shown, a record is one of these: a title or keyword match, or a full enough answer with a fair score. */
// @ts-ignore: decorator
@inline function kept(r: i32, tier: i32, floor: i32, low: f64): bool {
  return tier > 0 || (u8At(coverage, r) >= floor && f64At(total, r) >= low);
}

/** The slot of the shown page that kept record `r` belongs to, or -1. */
// @ts-ignore: decorator
@inline function shownSlot(r: i32, floor: i32, low: f64): i32 {
  const p = i32At(recordPage, r);
  const s = i32At(slotOf, p);
  return s >= 0 && kept(r, u8At(pageTier, p), floor, low) ? s : -1;
}

function pageBefore(p: i32, q: i32): bool {
  return before(i32At(bestOf, p), u8At(pageTier, p), i32At(bestOf, q), u8At(pageTier, q));
}

/** Sorts the output records from `lo` to `hi` (exclusive) best first: a heap sort, in place. */
function sortRecords(lo: i32, hi: i32, tier: i32): void {
  const n = hi - lo;
  // Max-heap of "ranks last": the root is the worst record, moved to the end each round.
  for (let start = (n >> 1) - 1; start >= 0; start--) siftDown(lo, start, n, tier);
  for (let end = n - 1; end > 0; end--) {
    const top = i32At(outRecord, lo);
    setI32(outRecord, lo, i32At(outRecord, lo + end));
    setI32(outRecord, lo + end, top);
    siftDown(lo, 0, end, tier);
  }
}

function siftDown(lo: i32, start: i32, n: i32, tier: i32): void {
  let root = start;
  for (;;) {
    let child = 2 * root + 1;
    if (child >= n) return;
    // The child that ranks later.
    if (child + 1 < n && before(i32At(outRecord, lo + child), tier, i32At(outRecord, lo + child + 1), tier)) child++;
    const r = i32At(outRecord, lo + root);
    const c = i32At(outRecord, lo + child);
    if (!before(r, tier, c, tier)) return;
    setI32(outRecord, lo + root, c);
    setI32(outRecord, lo + child, r);
    root = child;
  }
}

/**
 * Ranks the matched sections into pages (src/shared/search/rank.ts has the rules): applies each page's
 * prior when `withPrior`, keeps the records that answer at least `minCoverage` groups (or the most any
 * answers, less one) with a fair score, or whose page's title or keyword is the query, and writes the
 * first `limit` pages, best first, each with its kept records best first. Returns how many pages are
 * shown; `pagesFound()` tells how many match in all. Clears the query's state for the next one.
 */
export function rank(minCoverage: i32, limit: i32, withPrior: bool): i32 {
  if (withPrior) {
    for (let k = 0; k < queryCount; k++) {
      const r = i32At(queryTouched, k);
      setF64(total, r, f64At(total, r) * f64At(prior, i32At(recordPage, r)));
    }
  }
  foundCount = 0;
  orderCount = 0;
  if (limit + 1 > outCapacity) {
    outCapacity = limit + 1;
    order = zeroed(outCapacity, 4);
    outStart = zeroed(outCapacity + 1, 4);
  }
  // The best record of all, and the most groups any record answers, in one pass.
  let first = -1;
  let firstTier = 0;
  let maxCoverage = 0;
  for (let k = 0; k < queryCount; k++) {
    const r = i32At(queryTouched, k);
    const tier = tierOfRecord(r);
    const c = u8At(coverage, r);
    if (c > maxCoverage) maxCoverage = c;
    if (first < 0 || before(r, tier, first, firstTier)) {
      first = r;
      firstTier = tier;
    }
  }
  // Answers to part of the question only follow full answers closely enough to be useful.
  const floor = max(1, max(minCoverage, maxCoverage - 1));
  // The best record answers the most groups when no title or keyword matched: if it falls short, all do.
  if (first >= 0 && (firstTier > 0 || u8At(coverage, first) >= floor)) {
    const low = f64At(total, first) * 0.12;
    // Each page's best kept record, and the pages that have one, in the order they come.
    for (let k = 0; k < queryCount; k++) {
      const r = i32At(queryTouched, k);
      const p = i32At(recordPage, r);
      const tier = u8At(pageTier, p);
      if (!kept(r, tier, floor, low)) continue;
      const b = i32At(bestOf, p);
      if (b < 0) {
        setI32(found, foundCount, p);
        foundCount++;
      }
      if (b < 0 || before(r, tier, b, tier)) setI32(bestOf, p, r);
    }
    // The first `limit` pages by their best records, kept in order as they come; most pages are
    // rejected at a glance.
    for (let k = 0; k < foundCount; k++) {
      const p = i32At(found, k);
      if (orderCount >= limit && (orderCount == 0 || !pageBefore(p, i32At(order, orderCount - 1)))) continue;
      let i = orderCount;
      while (i > 0 && pageBefore(p, i32At(order, i - 1))) {
        setI32(order, i, i32At(order, i - 1));
        i--;
      }
      setI32(order, i, p);
      if (orderCount < limit) orderCount++;
    }
    // The records of the pages shown, grouped by page (counted, then placed), each page's best first.
    for (let s = 0; s <= orderCount; s++) setI32(outStart, s, 0);
    for (let s = 0; s < orderCount; s++) setI32(slotOf, i32At(order, s), s);
    for (let k = 0; k < queryCount; k++) {
      const s = shownSlot(i32At(queryTouched, k), floor, low);
      if (s >= 0) setI32(outStart, s + 1, i32At(outStart, s + 1) + 1);
    }
    for (let s = 0; s < orderCount; s++) setI32(outStart, s + 1, i32At(outStart, s + 1) + i32At(outStart, s));
    // Placing advances each page's start; they are moved back after.
    for (let k = 0; k < queryCount; k++) {
      const r = i32At(queryTouched, k);
      const s = shownSlot(r, floor, low);
      if (s < 0) continue;
      const at = i32At(outStart, s);
      setI32(outRecord, at, r);
      setI32(outStart, s, at + 1);
    }
    for (let s = orderCount; s > 0; s--) setI32(outStart, s, i32At(outStart, s - 1));
    setI32(outStart, 0, 0);
    for (let s = 0; s < orderCount; s++) {
      const lo = i32At(outStart, s);
      const hi = i32At(outStart, s + 1);
      sortRecords(lo, hi, u8At(pageTier, i32At(order, s)));
      for (let j = lo; j < hi; j++) {
        const r = i32At(outRecord, j);
        setI32(outCoverage, j, u8At(coverage, r));
        setI32(outOwn, j, u8At(ownCoverage, r));
        setF64(outScore, j, f64At(total, r));
      }
      setI32(slotOf, i32At(order, s), -1);
    }
    for (let k = 0; k < foundCount; k++) setI32(bestOf, i32At(found, k), -1);
  }
  for (let k = 0; k < queryCount; k++) {
    const r = i32At(queryTouched, k);
    setU8(coverage, r, 0);
    setU8(ownCoverage, r, 0);
    setF64(total, r, 0);
  }
  queryCount = 0;
  return orderCount;
}

/** Pages that match the last query ranked, before the limit. */
export function pagesFound(): i32 {
  return foundCount;
}
