/** How text becomes search terms, the same at build time and in the browser. */
import { isStopword, stem, tokenize } from './normalize';
import { queryKey } from './query';

export function contentTerms(text: string): string[] {
  return tokenize(text).filter((t) => !isStopword(t)).map(stem);
}

/** Word-order-free, for exact title and keyword matches. */
export const sortedKey = (key: string) => key.split(' ').sort().join(' ');

/** "Registro de Nascimento" → "nasc registr" */
export const phraseKey = (text: string) => sortedKey(queryKey(text));

/** Besides its title, what a page is found by exactly: its keywords and the last part of its address. */
export const keywordNames = (route: string, keywords: string[]): string[] => [...keywords, route.split('/').pop() ?? ''];

/**
 * A typed word is looked up in its own bucket (typos after the second letter), so a search loads only its
 * words' shards; an unknown word also in the buckets it may sound like or, failing those, one key off.
 */
export const bucketOf = (term: string) => term.slice(0, 2);
