/**
 * Lone UTF-16 halves make URL encoding throw; they become U+FFFD. Pairs are matched first: a lookbehind
 * would say it shorter, but Safari before 16.4 cannot parse one.
 */
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

export const wellFormed = (text: string): string => text.replace(SURROGATES, (found) => (found.length === 2 ? found : '\uFFFD'));
