/** Visitor-facing strings of the visit plan. VISIT_DAYS travels to the browser: keep it short. */
export const VISIT_PLAN = {
  button: 'Imprimir plano da visita',
  hint: 'O plano sai em uma página: os documentos (com o que você já marcou), o horário dos próximos dias, o endereço, o que pagar e com quem falar.',
  title: 'Plano da visita ao cartório',
  printedOn: 'Plano feito em',
  ticksNote: 'Marque os documentos que já separou: as marcas ficam guardadas só neste navegador e saem no plano impresso.',
  days: 'Horário dos próximos dias',
  address: 'Endereço',
  pay: 'O que pagar e como',
  payMethods: 'Formas de pagamento:',
  contact: 'Com quem falar',
  words: 'O que quer dizer',
  easterClosures: {
    segundaDeCarnaval: 'Carnaval',
    tercaDeCarnaval: 'Carnaval',
    quartaDeCinzas: 'Quarta-feira de Cinzas',
    corpusChristi: 'Corpus Christi',
  },
} as const;

export const VISIT_DAYS = {
  closed: 'fechado',
  nationalHoliday: 'feriado nacional',
  hours: (from: string, to: string) => `${from} às ${to}`,
  and: ' e ',
  reopens: (date: string) => `O cartório volta a abrir em ${date}.`,
  date: (day: number, month: number) => `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}`,
} as const;
