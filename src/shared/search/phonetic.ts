import { matchesOf } from '../text/matches';

/** Shorter words sound like too many others to be matched by sound. */
export const MIN_SOUND_WORD = 4;

/** A sound key for Brazilian Portuguese: a word spelt as it sounds ("prokurasao") shares the site's word's key. */
export function phoneticKey(word: string): string {
  let w = word.toLowerCase().replace(/ç/g, 'c').replace(/y/g, 'i').replace(/w/g, 'v');
  w = w
    .replace(/ph/g, 'f')
    .replace(/[cs]h/g, 'x')
    .replace(/lh/g, 'l')
    .replace(/nh/g, 'n')
    .replace(/h/g, '')
    // One sibilant S for s, z, ss, sc/xc, c before e/i and ç (folded: c before "ao").
    .replace(/(?:ss|[sx]c(?=[ei])|c(?=[ei]|ao))/g, 'S')
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/gu(?=[ei])/g, 'g')
    .replace(/g(?=[ei])/g, 'j')
    .replace(/[cq]/g, 'k')
    .replace(/[sz]/g, 'S')
    .replace(/x(?=S)/g, '')
    // l at a syllable's end sounds u; m before a consonant is n.
    .replace(/l(?![aeiou])/g, 'u')
    .replace(/m(?![aeiou])/g, 'n')
    // "au" before a consonant is often said and written o ("otenticação", "otorização").
    .replace(/au(?=[^aeiou])/g, 'o')
    // Unstressed e/i and o/u blur: one key each.
    .replace(/e/g, 'i')
    .replace(/o/g, 'u')
    .replace(/(.)\1+/g, '$1');
  return w.replace(/S/g, 's');
}

/**
 * The word's key, then the keys it has if an s sound before a, o or u was a ç: folded text writes "preço" as
 * "preco" (key "priku"), so "presso" and "servisso" reach it only through this reading.
 */
export function soundKeys(word: string): string[] {
  const key = phoneticKey(word);
  const at = matchesOf(key, /s(?=[au])/g).map((m) => m.index);
  const keys = new Set([key]);
  for (const i of at) keys.add(`${key.slice(0, i)}k${key.slice(i + 1)}`);
  if (at.length > 1) keys.add(key.replace(/s(?=[au])/g, 'k'));
  return [...keys];
}

/** Spellings of a word's first sounds that citizens swap, both ways. */
const START_SWAPS: [RegExp, string][] = [
  [/^s(?=[ei])/, 'c'], [/^c(?=[ei])/, 's'], [/^z/, 's'], [/^s/, 'z'], [/^x/, 'ch'], [/^ch/, 'x'],
  [/^j(?=[ei])/, 'g'], [/^g(?=[ei])/, 'j'], [/^k/, 'c'], [/^k/, 'qu'], [/^qu/, 'k'], [/^h/, ''], [/^(?=[aeiou])/, 'h'],
  [/^(.)s(?=[ei])/, '$1c'], [/^(.)s{1,2}c?(?=[ei])/, '$1c'], [/^(.)s/, '$1x'], [/^(.)x/, '$1s'], [/^(.)c(?=[ei])/, '$1s'], [/^(.)z/, '$1s'], [/^(.)s/, '$1z'], [/^(.)j(?=[ei])/, '$1g'], [/^(.)g(?=[ei])/, '$1j'],
  // "au" said o: "otenticação".
  [/^au/, 'o'], [/^o/, 'au'],
  // An unstressed first vowel: "iscritura", "imolumento".
  [/^e/, 'i'], [/^i/, 'e'], [/^o/, 'u'], [/^u/, 'o'],
  [/^(.)e/, '$1i'], [/^(.)i/, '$1e'], [/^(.)o/, '$1u'], [/^(.)u/, '$1o'],
];

/** Other buckets a word spelt as it sounds may belong in ("sertidao" → "ce"), so its matches reach them. */
export function soundBuckets(word: string): string[] {
  const out = new Set<string>();
  for (const [from, to] of START_SWAPS) {
    if (!from.test(word)) continue;
    const swapped = word.replace(from, to);
    out.add(swapped.slice(0, 2));
    // One more swap on the vowel that follows: "sirtidao" → "ce".
    for (const [from2, to2] of START_SWAPS.slice(-4)) if (from2.test(swapped)) out.add(swapped.replace(from2, to2).slice(0, 2));
  }
  out.delete(word.slice(0, 2));
  return [...out].filter((b) => b.length === 2);
}
