/** User Timing names of a search: apart from the engine, so the page names them without loading it. */
export const SEARCH_START = 'busca:inicio';
/** The parts fetched, read, ranked and drawn. */
export const SEARCH_MEASURE = 'busca:consulta';
/** The ranking alone, without downloads. */
export const RANK_MEASURE = 'busca:ordenacao';
