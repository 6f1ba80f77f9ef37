/** Visitor-facing strings of the search box and the /busca page, in pt-BR. */
const pagesFound = (n: number) => (n === 1 ? '1 página encontrada' : `${n} páginas encontradas`);

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
  count: (shown: number, total: number, q: string) =>
    shown ? `${shown < total ? `${shown} de ${total} páginas` : pagesFound(total)} para “${q}”. Use as setas para escolher e Enter para abrir.` : `Nenhum resultado para “${q}”.`,
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
  found: (n: number, q: string) => (n ? `${pagesFound(n)} para “${q}”` : `Nenhum resultado para “${q}”.`),
  showing: (shown: number, total: number) => `Mostrando ${shown} de ${total} páginas.`,
  showMore: 'Mostrar mais',
  resultsList: (q: string) => `Resultados para “${q}”`,
  noscript: 'Os resultados da busca não puderam ser mostrados neste navegador (eles precisam de JavaScript). Veja a lista de serviços ou as dúvidas frequentes:',
  servicesLink: 'Lista de serviços',
} as const;

/** What the search index says about prices (the text of a service's fee rows, shown as result snippets). */
export const SEARCH_PRICES = {
  /** Words a section with prices answers to, besides its text (citizens ask "quanto custa…", "preço…"). */
  words: 'quanto custa preço valor taxa custo emolumentos',
  /** "custa R$ 99,00": the word also lets a snippet of prices answer "quanto custa". */
  costs: (value: string) => `custa ${value}`,
  from: (value: string) => `custa a partir de ${value}`,
  dependsOn: (what: string) => `conforme ${what}`,
  free: 'gratuito',
  freeFor: (who: string) => `Gratuito para ${who}.`,
} as const;
