/**
 * The site's one accent and case folding, for build and browser alike: search (index and queries),
 * anchors (slug.ts), the fee filter and the content checks all meet citizens' spelling the same way.
 */

/** Lower case, no accents, ª/º spelled as a/o: "2ª Via" → "2a via". Every other character stays, so search can keep offsets. */
export const foldCase = (text: string): string => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Only the words, one space apart: "Certidão de Óbito!" → "certidao de obito" (filters, duplicate checks). */
export const fold = (text: string): string => foldCase(text).replace(/[^a-z0-9]+/g, ' ').trim();
