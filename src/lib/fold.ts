/** Accents, case and punctuation folded away ("Certidão de Óbito" → "certidao de obito"): build and browser. */
export const fold = (text: string): string =>
  text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
