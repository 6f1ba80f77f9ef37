/**
 * The site's words, and how a typed word finds them: exactly, as the start of a longer word ("certid" →
 * certidao), or with one typo (two in long words): Fuse.js's Bitap, checked against an edit distance.
 */
import Fuse from 'fuse.js';
import { editDistance } from '../text/edit-distance';
import { phoneticKey } from './phonetic';

export interface TermMatch {
  term: string;
  /** 1 for the word itself, less for prefixes and typos. */
  quality: number;
}

/** Edits a word of this length may contain and still match. */
export function maxEdits(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

const MAX_PREFIX_MATCHES = 24;

/** Sound-alike matching (phonetic.ts) is on unless the benchmark turns it off to compare. */
let soundAlike = true;
export function setSoundAlike(on: boolean): void {
  soundAlike = on;
}

export class Vocabulary {
  private readonly sorted: string[];
  private readonly known: Set<string>;
  private readonly fuzzy = new Map<number, Fuse<string>>();
  private readonly memo = new Map<string, TermMatch[]>();
  private sounds?: Map<string, string[]>;

  constructor(terms: Iterable<string>) {
    this.known = new Set(terms);
    this.sorted = [...this.known].sort();
  }

  /** Forgets memoised look-ups (the benchmark measures every query from scratch). */
  clearMemo(): void {
    this.memo.clear();
  }

  /** Terms that start with `prefix`, shortest first. */
  private startingWith(prefix: string): string[] {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < this.sorted.length && this.sorted[i].startsWith(prefix); i++) out.push(this.sorted[i]);
    return out.sort((a, b) => a.length - b.length);
  }

  /** The terms that sound like `word` (phonetic.ts), built on first use. */
  private soundingLike(word: string): string[] {
    if (!this.sounds) {
      this.sounds = new Map();
      for (const t of this.sorted) {
        const key = phoneticKey(t);
        const list = this.sounds.get(key);
        if (list) list.push(t);
        else this.sounds.set(key, [t]);
      }
    }
    return this.sounds.get(phoneticKey(word)) ?? [];
  }

  /** Fuse.js over the terms within reach of a word of `length` letters (Bitap counts a transposition as two: the edit distance decides). */
  private fuzzyIndex(length: number): Fuse<string> {
    const k = maxEdits(length);
    const fuse = this.fuzzy.get(length) ?? new Fuse(this.sorted.filter((t) => Math.abs(t.length - length) <= k),
      { threshold: Math.min(0.6, (2 * k + 0.5) / length), ignoreLocation: true, isCaseSensitive: true, shouldSort: false });
    this.fuzzy.set(length, fuse);
    return fuse;
  }

  /**
   * Every term a (folded, stemmed) word stands for. `typing`: the visitor may not have finished it;
   * `typos`: it may be misspelt (what a visitor typed; a synonym an editor wrote is not).
   */
  resolve(word: string, typing: boolean, typos = true): TermMatch[] {
    const key = `${typing ? '+' : ''}${typos ? '' : '='}${word}`;
    const cached = this.memo.get(key);
    if (cached) return cached;
    const out: TermMatch[] = [];
    const seen = new Set<string>();
    const add = (term: string, quality: number) => {
      if (seen.has(term)) return;
      seen.add(term);
      out.push({ term, quality });
    };
    const n = word.length;
    if (this.known.has(word)) add(word, 1);
    // The start of a longer word: always while typing, otherwise for words long enough to be specific
    // or shortened ones the site does not use ("cert").
    if ((typing && n >= 2) || n >= 5 || (n === 4 && !this.known.has(word))) {
      for (const term of this.startingWith(word).slice(0, MAX_PREFIX_MATCHES)) add(term, 0.55 + 0.35 * (n / term.length));
    }
    // Typos, only for a word the site does not use as written.
    const k = maxEdits(n);
    if (typos && k && !this.known.has(word) && n <= 32) {
      for (const { item } of this.fuzzyIndex(n).search(word)) {
        const d = editDistance(word, item, k);
        if (d <= k) add(item, d === 1 ? 0.7 : 0.5);
      }
    }
    // Spelt as it sounds ("nacimento", "asinatura"): below an exact word and a one-letter typo.
    if (typos && soundAlike && n >= 4 && !this.known.has(word)) {
      for (const term of this.soundingLike(word)) add(term, 0.65);
    }
    if (this.memo.size > 500) this.memo.clear();
    this.memo.set(key, out);
    return out;
  }
}
