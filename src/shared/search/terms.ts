/**
 * How text becomes search terms, the same at build time (splitting the index) and in the browser
 * (the engine): folded, stemmed words without stopwords, filed by their first two letters.
 */
import { isStopword, stem, tokenize } from './normalize';
import { queryKey } from './query';

export function contentTerms(text: string): string[] {
  return tokenize(text).filter((t) => !isStopword(t)).map(stem);
}

/** Word-order-free key of a phrase, for exact title and keyword matches. */
export const sortedKey = (key: string) => key.split(' ').sort().join(' ');

/** A title's or keyword's exact-match key ("Registro de Nascimento" → "nasc registr"). */
export const phraseKey = (text: string) => sortedKey(queryKey(text));

/**
 * The bucket a term is filed in: its first two letters. A typed word is looked up in its own bucket
 * (exactly, as a prefix, as a word family or with a typo after the second letter), so a search loads the
 * shards of its words' buckets; a word the site does not use also in the buckets its first letters may
 * sound like ("sertidão", phonetic.ts) and, matching nothing there, one key off (keyboard.ts).
 */
export const bucketOf = (term: string) => term.slice(0, 2);
