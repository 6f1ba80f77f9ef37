/** Visitor-facing strings of the search box and the /busca page, in pt-BR. */
export const SEARCH_UI = {
  label: 'Buscar no site',
  placeholder: 'Buscar: certidão, procuração…',
  submit: 'Buscar',
  pageTitle: 'Buscar no site',
  resultsFor: (q: string) => `Resultados para “${q}”`,
  noResults: 'Nenhum resultado encontrado.',
} as const;
