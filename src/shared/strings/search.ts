/** Visitor-facing strings of the search box and the /busca page. */
const pagesFound = (n: number) => (n === 1 ? '1 página encontrada' : `${n} páginas encontradas`);

export const SEARCH_UI = {
  label: 'Buscar no site',
  placeholder: 'Buscar: certidão, procuração…',
  submit: 'Buscar',
  pageTitle: 'Buscar no site',
  resultsFor: (q: string) => `Resultados para “${q}”`,
  noResults: 'Nenhum resultado encontrado.',
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

export const SEARCH_PRICES = {
  /** Words a section with prices answers to besides its text ("quanto custa…", "preço…"). */
  words: 'quanto custa preço valor taxa custo emolumentos',
  /** The word lets a snippet of prices answer "quanto custa". */
  costs: (value: string) => `custa ${value}`,
  from: (value: string) => `custa a partir de ${value}`,
  dependsOn: (what: string) => `conforme ${what}`,
  free: 'gratuito',
  freeFor: (who: string) => `Gratuito para ${who}.`,
} as const;

export const SEARCH_ANSWERS = {
  label: 'Resposta rápida',
  phoneOf: (department: string) => `Telefone e WhatsApp do setor ${department}`,
  phoneOffice: 'Telefone e WhatsApp do cartório',
  phone: 'Telefone',
  whatsapp: 'WhatsApp',
  opensInNewTab: '(abre em nova aba)',
  allContacts: 'Ver todos os setores e contatos',
  priceOf: (service: string) => `Quanto custa: ${service}`,
  forValue: (value: string, bracket: string) => `Para ${value} (faixa ${bracket}):`,
  total: 'total',
  allPrices: 'Ver na tabela de emolumentos',
  servicePage: (service: string) => `Página do serviço: ${service}`,
  deadlineOf: (service: string) => `Prazo: ${service}`,
  allDeadlines: 'Ver os prazos do serviço',
  hours: 'Horário de atendimento',
  hoursLink: 'Ver endereço e contatos',
  notice: 'Aviso do cartório:',
  nextDays: 'Hoje e os próximos dias',
  closedDays: 'Próximos dias sem atendimento',
  address: 'Endereço',
  // Nothing matched: no dead end.
  nothingFor: (q: string) => `Não encontramos uma página para “${q}”.`,
  closest: 'Serviços mais próximos:',
  faq: 'Veja as Dúvidas frequentes',
  askWhatsapp: 'Pergunte pelo WhatsApp',
  askMessage: (q: string) => `Olá! Procurei no site do cartório por "${q}" e não encontrei. Podem me ajudar?`,
} as const;
