/** How a typed word finds the site's words: exactly, as a prefix, with typos, by sound and by word family. */
import Fuse from 'fuse.js';
import { editDistance } from '../text/edit-distance';
import { diminutiveBase, familiesOn, familyKey } from './family';
import { keyboardBuckets } from './keyboard';
import { MIN_SOUND_WORD, phoneticKey, soundBuckets, soundKeys } from './phonetic';
import { bucketOf } from './terms';

export { setFamilies } from './family';

/** A word's family, by sound: agendar, ajendamento and agendado share it. */
const soundFamily = (term: string) => phoneticKey(familyKey(term));

export interface TermMatch {
  term: string;
  quality: number;
}

export function maxEdits(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

const MAX_PREFIX_MATCHES = 24;
/** A word spelt as it sounds: below a one-letter typo, and still the word meant, so it names a page. */
export const SOUND_QUALITY = 0.65;
/** A diminutive or augmentative of a word the site uses: that word, as a one-letter typo is. */
const DIMINUTIVE_QUALITY = 0.7;
/** Another word of its family, for a word the site uses once in passing: below a prefix or a typo. */
const FAMILY_OF_RARE = 0.5;

/** The benchmark turns this off to compare (family matching: `setFamilies`). */
let soundAlike = true;
export function setSoundAlike(on: boolean): void {
  soundAlike = on;
}
export const soundAlikeOn = (): boolean => soundAlike;

export class Vocabulary {
  private readonly sorted: string[];
  private readonly known: Set<string>;
  private readonly fuzzy = new Map<number, Fuse<string>>();
  private readonly memo = new Map<string, TermMatch[]>();
  private readonly groups = new Map<string, Map<string, string[]>>();

  /** `inPassing`: the site uses the term once, in one section's text (no title or keyword chose it). */
  constructor(terms: Iterable<string>, private readonly inPassing: (term: string) => boolean = () => false) {
    this.known = new Set(terms);
    this.sorted = [...this.known].sort();
  }

  clearMemo(): void {
    this.memo.clear();
  }

  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private startingWith(prefix: string): string[] {
    const out: string[] = [];
    for (let i = this.lowerBound(prefix); i < this.sorted.length && this.sorted[i].startsWith(prefix); i++) out.push(this.sorted[i]);
    return out.sort((a, b) => a.length - b.length);
  }

  private grouped(name: 'sound' | 'family', key: (term: string) => string): Map<string, string[]> {
    let map = this.groups.get(name);
    if (!map) {
      map = new Map();
      for (const t of this.sorted) {
        const k = key(t);
        const list = map.get(k);
        if (list) list.push(t);
        else map.set(k, [t]);
      }
      this.groups.set(name, map);
    }
    return map;
  }

  private soundingLike(word: string): string[] {
    const groups = this.grouped('sound', phoneticKey);
    return [...new Set(soundKeys(word).flatMap((key) => groups.get(key) ?? []))];
  }

  /** Spelt as it sounds. */
  private family(word: string): string[] {
    return this.grouped('family', soundFamily).get(soundFamily(word)) ?? [];
  }

  /**
   * For a word the site does not use: spelt as it sounds ("nacimento"), below a one-letter typo; then another
   * word of its family ("ajendar" for "agendamento").
   */
  private alike(word: string): TermMatch[] {
    if (word.length < MIN_SOUND_WORD) return [];
    const sound = soundAlike ? this.soundingLike(word) : [];
    const family = familiesOn() ? this.family(word).filter((t) => !sound.includes(t)) : [];
    return [...sound.map((term) => ({ term, quality: SOUND_QUALITY })), ...family.map((term) => ({ term, quality: 0.6 }))];
  }

  /** Whether the site uses the word as written, or words it starts. */
  knows(word: string): boolean {
    return this.known.has(word) || (this.sorted[this.lowerBound(word)]?.startsWith(word) ?? false);
  }

  /** Bitap counts a transposition as two edits, so the edit distance decides. */
  private fuzzyIndex(length: number): Fuse<string> {
    const k = maxEdits(length);
    const fuse = this.fuzzy.get(length) ?? new Fuse(this.sorted.filter((t) => Math.abs(t.length - length) <= k),
      { threshold: Math.min(0.6, (2 * k + 0.5) / length), ignoreLocation: true, isCaseSensitive: true, shouldSort: false });
    this.fuzzy.set(length, fuse);
    return fuse;
  }

  /** `typing`: the word may be unfinished; `typos`: it may be misspelt (a visitor's, not an editor's synonym). */
  resolve(word: string, typing: boolean, typos = true): TermMatch[] {
    const key = `${typing ? '+' : ''}${typos ? '' : '='}${word}`;
    const cached = this.memo.get(key);
    if (cached) return cached;
    const out: TermMatch[] = [];
    const seen = new Map<string, TermMatch>();
    // A term reached two ways keeps the better: two slips away that also sounds the same ("procurassão") sounds the same.
    const add = (term: string, quality: number) => {
      const known = seen.get(term);
      if (known) {
        known.quality = Math.max(known.quality, quality);
        return;
      }
      const match = { term, quality };
      seen.set(term, match);
      out.push(match);
    };
    const n = word.length;
    if (this.known.has(word)) add(word, 1);
    // A prefix: while typing, or when long enough to be specific, or a shortening the site does not use ("cert").
    if ((typing && n >= 2) || n >= 5 || (n === 4 && !this.known.has(word))) {
      for (const term of this.startingWith(word).slice(0, MAX_PREFIX_MATCHES)) add(term, 0.55 + 0.35 * (n / term.length));
    }
    // A diminutive is the word itself ("certidãozinha", "casinha"), as close as a one-letter typo.
    const base = typos && familiesOn() && !this.known.has(word) ? diminutiveBase(word) : undefined;
    if (base && this.known.has(base)) add(base, DIMINUTIVE_QUALITY);
    const k = maxEdits(n);
    if (typos && k && !this.known.has(word) && n <= 32) {
      for (const { item } of this.fuzzyIndex(n).search(word)) {
        const d = editDistance(word, item, k);
        if (d <= k) add(item, d === 1 ? 0.7 : 0.5);
      }
    }
    if (typos && !this.known.has(word)) for (const m of this.alike(word)) add(m.term, m.quality);
    // A word the site uses once in passing is not its name for the thing; its family is ("divorciado", divórcio).
    else if (typos && familiesOn() && n >= 4 && this.inPassing(word)) for (const term of this.family(word)) add(term, FAMILY_OF_RARE);
    if (this.memo.size > 500) this.memo.clear();
    this.memo.set(key, out);
    return out;
  }
}

/** Other buckets for a word its own does not know: first two letters swapped ("rpocuracao"), or sounding alike. */
export function otherBuckets(vocabularyOf: (bucket: string) => Vocabulary, word: string): string[] {
  if (word.length < 4 || vocabularyOf(bucketOf(word)).knows(word)) return [];
  const swapped = `${word[1]}${word[0]}`;
  return [...new Set([...(word[0] === word[1] ? [] : [swapped]), ...(soundAlike ? soundBuckets(word) : [])])];
}

/** Words this short are not looked for one key off at their first letters: too many would match. */
const MIN_KEY_SLIP = 5;

function resolveNearby(vocabularyOf: (bucket: string) => Vocabulary, word: string, typing: boolean, typos: boolean): TermMatch[] {
  const own = vocabularyOf(bucketOf(word)).resolve(word, typing, typos);
  if (!typos) return own;
  const others = otherBuckets(vocabularyOf, word).flatMap((b) => vocabularyOf(b).resolve(word, false, true)).filter((m) => !own.some((o) => o.term === m.term));
  return others.length ? [...own, ...others] : own;
}

const keySlips = (word: string): string[] => (word.length >= MIN_KEY_SLIP ? keyboardBuckets(word) : []);

/** The buckets one key off at its first letters, for a word that matches nothing nearby. */
export function slipBuckets(vocabularyOf: (bucket: string) => Vocabulary, word: string): string[] {
  const slips = keySlips(word);
  return slips.length && resolveNearby(vocabularyOf, word, false, true).length ? [] : slips;
}

export function resolveAcross(vocabularyOf: (bucket: string) => Vocabulary, word: string, typing: boolean, typos: boolean): TermMatch[] {
  const near = resolveNearby(vocabularyOf, word, typing, typos);
  if (near.length || !typos) return near;
  // Typing only adds prefixes: nothing near while typing is nothing near when finished either.
  return keySlips(word).flatMap((b) => vocabularyOf(b).resolve(word, false, true));
}
