/** Visitor-facing strings of the search box and the /busca page, in pt-BR. */
const count = (n: number) => (n === 1 ? '1 resultado' : `${n} resultados`);

export const SEARCH_UI = {
  label: 'Buscar no site',
  placeholder: 'Buscar: certidão, procuração…',
  submit: 'Buscar',
  pageTitle: 'Buscar no site',
  resultsFor: (q: string) => `Resultados para “${q}”`,
  noResults: 'Nenhum resultado encontrado.',
  // Header box (combobox)
  suggestions: 'Sugestões de páginas',
  shortcuts: 'Control+K /',
  count: (n: number, q: string) => (n ? `${count(n)} para “${q}”. Use as setas para escolher e Enter para abrir.` : `Nenhum resultado para “${q}”.`),
  noResultsFor: (q: string) => `Nenhum resultado para “${q}”.`,
  noResultsHelp: 'Tente outras palavras, sem abreviações, ou procure nas',
  faqLink: 'Dúvidas frequentes',
  or: 'ou',
  contactLink: 'fale com o cartório',
  seeAll: 'Ver todos os resultados',
  loading: 'Carregando a busca…',
  loadError: 'Não foi possível carregar a busca. Verifique a sua conexão e tente de novo.',
  // /busca page
  pageFormLabel: 'Nova busca',
  fieldLabel: 'O que você procura?',
  fieldHint: 'Escreva como falaria: “certidão de nascimento”, “quanto custa uma escritura”, “reconhecer firma”.',
  typeSomething: 'Escreva o que procura e toque em Buscar.',
  searching: 'Buscando…',
  found: (n: number, q: string) => (n ? `${count(n)} para “${q}”` : `Nenhum resultado para “${q}”.`),
  resultsList: (q: string) => `Resultados para “${q}”`,
  noscript: 'Os resultados da busca não puderam ser mostrados neste navegador (eles precisam de JavaScript). Veja a lista de serviços ou as dúvidas frequentes:',
  servicesLink: 'Lista de serviços',
} as const;
