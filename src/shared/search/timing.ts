/**
 * User Timing names of a search, read in the browser by `npm run bench:search`
 * (scripts/bench-search-scale.ts): kept apart from the engine so the page can name them without loading it.
 */
/** A search's start on /busca (src/islands/search/SearchResultsIsland.tsx). */
export const SEARCH_START = 'busca:inicio';
/** From the question to the answer: the index parts fetched, read, ranked and drawn. */
export const SEARCH_MEASURE = 'busca:consulta';
/** The engine's own part: its ranking, without downloads (src/shared/search/engine.ts). */
export const RANK_MEASURE = 'busca:ordenacao';
