/** Visitor-facing strings that get a citizen to the right place. */

/** The tasks citizens come for most, in that order; each is a service page. */
export const TOP_TASKS = [
  { name: 'Certidões', hint: 'nascimento, casamento', path: '/servicos/certidoes' },
  { name: 'Reconhecer firma', hint: 'assinatura em documento', path: '/servicos/reconhecimento-firma' },
  { name: 'Autenticação', hint: 'cópia autenticada', path: '/servicos/autenticacao' },
  { name: 'Procuração', hint: 'alguém age por você', path: '/servicos/procuracoes' },
  { name: 'Escrituras', hint: 'imóveis, doação', path: '/servicos/escrituras' },
  { name: 'Registro civil', hint: 'nascimento, óbito', path: '/servicos/registro-civil' },
] as const;

export const TASKS_UI = {
  title: 'O que você precisa?',
  allServices: 'Ver todos os serviços',
} as const;

export const HOME_UI = {
  contactTitle: 'Horário e telefone',
} as const;

export const NOT_FOUND_UI = {
  searchTitle: 'Busque no site',
  searchLabel: 'O que você procura?',
  searchHint: 'Exemplos: certidão de nascimento, procuração, quanto custa escritura.',
  searchSubmit: 'Buscar',
} as const;

export const SITE_MAP_UI = {
  main: 'Páginas principais',
  services: {
    notariais: 'Serviços notariais',
    registro: 'Serviços de registro',
    certidoes: 'Certidões',
  },
  news: 'Notícias',
  other: 'Outras páginas',
} as const;
