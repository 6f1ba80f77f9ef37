/** Lone UTF-16 halves (a cut emoji, odd pasted text) make URL encoding throw; they become U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const wellFormed = (text: string): string => text.replace(LONE_SURROGATE, '\uFFFD');
