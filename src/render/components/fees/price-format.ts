/** Shared with the search answers in the browser. */
export * from '../../../shared/content/price-format';
