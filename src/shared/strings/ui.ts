/** Visitor-facing strings of the site's frame. */

export const FOOTER_SERVICE_LINKS = [
  { name: 'Escrituras', path: '/servicos/escrituras' },
  { name: 'Procurações', path: '/servicos/procuracoes' },
  { name: 'Reconhecimento de Firma', path: '/servicos/reconhecimento-firma' },
  { name: 'Registro Civil', path: '/servicos/registro-civil' },
  { name: 'Protesto de Títulos', path: '/servicos/protesto' },
  { name: 'Registro de Imóveis', path: '/servicos/registro-imoveis' },
  { name: 'Quando fica pronto?', path: '/quando-fica-pronto' },
] as const;

/** Beside a service this office does not do, in cards and the footer. */
export const NOT_OFFERED_SUFFIX = ': onde fazer';

export const FOOTER_INSTITUTIONAL_LINKS = [
  { name: 'Canais oficiais: é mesmo do cartório?', path: '/canais-oficiais' },
  { name: 'Política de Privacidade', path: '/politica-privacidade' },
  { name: 'Encarregado LGPD', path: '/encarregado-lgpd' },
  { name: 'Acessibilidade', path: '/acessibilidade' },
  { name: 'Mapa do site', path: '/mapa-do-site' },
] as const;

export const UI = {
  skipToContent: 'Ir para o conteúdo',
  skipToMenu: 'Ir para o menu',
  skipToSearch: 'Ir para a busca',
  skipToFooter: 'Ir para o rodapé',
  skipLinksLabel: 'Atalhos de teclado',
  mainNavLabel: 'Menu principal',
  menu: 'Menu',
  callUs: 'Ligue',
  homeLinkLabel: 'Página inicial',
  tableRegion: 'Tabela (role para os lados para ver tudo)',
  opensInNewTab: '(abre em nova aba)',
  footerServices: 'Serviços',
  footerInstitutional: 'Institucional',
  footerHours: 'Horário',
  followUs: 'Redes sociais',
  cnpj: 'CNPJ',
  cns: 'Código CNS',
  titular: 'Tabelião titular',
  substituto: 'Tabelião substituto',
  rights: 'Todos os direitos reservados.',
  // The demonstration notice at the top of every page while content is sample data.
  sampleNoticeTitle: 'Site de demonstração: dados de exemplo.',
  sampleNoticeText: 'Telefones, endereço, valores e notícias são exemplos; não use para contato.',
  sampleMark: {
    number: 'número de exemplo',
    value: 'valor de exemplo',
    values: 'valores de exemplo',
    /** Where room is short (a phone's first screen). */
    short: 'exemplo',
    date: 'data de exemplo',
    closures: 'feriados locais e fechamentos de exemplo',
    data: 'dado de exemplo',
    news: 'notícia de exemplo, inventada',
    /** An office statement the direction has still to confirm. */
    claim: 'texto de exemplo, a confirmar',
  },
  breadcrumbLabel: 'Você está aqui',
  breadcrumbHome: 'Início',
  breadcrumbServices: 'Serviços',
  breadcrumbNews: 'Notícias',
  requestService: 'Solicitar Serviço',
  bookAppointment: 'Agendar Atendimento',
  checkPrices: 'Consultar Valores',
  talkToUs: 'Fale Conosco',
  onlineServices: 'Serviços Online',
  ctaTitle: 'Precisa de ajuda com este serviço?',
  ctaText: 'Nossa equipe tira suas dúvidas e orienta sobre documentos, prazos e valores.',
  typesOf: (title: string) => `Tipos de ${title}`,
  characteristics: 'Características',
  steps: 'Como funciona',
  step: 'Etapa',
  documents: 'Documentos necessários',
  deadlines: 'Prazos',
  fees: 'Custos e pagamento',
  moreInfo: 'Informações adicionais',
  warnings: 'Atenção',
  underConstructionTitle: 'Página em construção',
  underConstructionText: 'Esta seção está em construção e estará disponível em breve.',
  /** After a link to a page under construction, so nobody follows it expecting the answer. */
  underConstructionLink: '(página em construção)',
  publishedOn: 'Publicado em',
  allNews: 'Ver todas as notícias',
  readMore: 'Leia mais',
  allServices: 'Todos os serviços',
  notOfferedHere: 'Este cartório não faz este serviço: veja onde fazer.',
  errorTitle: 'Algo deu errado',
  errorText: 'Não foi possível mostrar esta página. Tente recarregar ou volte ao início.',
  errorDetails: 'Detalhes técnicos',
  backHome: 'Voltar ao Início',
  reload: 'Recarregar a página',
} as const;

export const DETAILS = {
  address: 'Endereço',
  mapLink: 'Ver no mapa',
  phone: 'Telefone',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  hours: 'Horário',
  officerName: 'Encarregado',
} as const;
