/**
 * Longer text is cut before it becomes an address (`maxlength` without scripts, `limitQuery` in code):
 * many hosts refuse long URLs.
 */
import { wellFormed } from '../text/well-formed';

export const MAX_QUERY_LENGTH = 200;

export function limitQuery(text: string): string {
  let q = text.trim().slice(0, MAX_QUERY_LENGTH);
  // No half of a character at the cut.
  if (/[\uD800-\uDBFF]$/.test(q)) q = q.slice(0, -1);
  return wellFormed(q).trim();
}

export function searchHref(text: string): string {
  const q = limitQuery(text);
  return q ? `/busca?q=${encodeURIComponent(q)}` : '/busca';
}
