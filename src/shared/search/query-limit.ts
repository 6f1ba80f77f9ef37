/**
 * Longest search query kept (characters). Longer text is cut before it becomes an address: the search
 * inputs' `maxlength` does it without scripts, `limitQuery` wherever code reads a query. Long URLs are
 * refused by many hosts, and no useful query is this long.
 */
import { wellFormed } from '../text/well-formed';

export const MAX_QUERY_LENGTH = 200;

/** The query as typed, trimmed, cut to MAX_QUERY_LENGTH and safe to encode. */
export function limitQuery(text: string): string {
  let q = text.trim().slice(0, MAX_QUERY_LENGTH);
  // Do not leave half of a character at the cut.
  if (/[\uD800-\uDBFF]$/.test(q)) q = q.slice(0, -1);
  return wellFormed(q).trim();
}

/** `/busca?q=…` for a query (cut and made safe to encode). */
export function searchHref(text: string): string {
  const q = limitQuery(text);
  return q ? `/busca?q=${encodeURIComponent(q)}` : '/busca';
}
