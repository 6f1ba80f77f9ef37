/** The site's one accent and case folding, so search, anchors, filters and checks meet citizens' spelling alike. */

/** "2ª Via" → "2a via". Every other character stays, so search can keep offsets. */
export const foldCase = (text: string): string => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Only the words, one space apart: "Certidão de Óbito!" → "certidao de obito". */
export const fold = (text: string): string => foldCase(text).replace(/[^a-z0-9]+/g, ' ').trim();
