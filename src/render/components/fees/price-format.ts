/** The price texts live in src/shared: the search answers in the browser use them too. */
export * from '../../../shared/content/price-format';
