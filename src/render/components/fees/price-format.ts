/** The price texts live in src/shared/content/price-format.ts (the search answers in the browser use them too). */
export * from '../../../shared/content/price-format';
