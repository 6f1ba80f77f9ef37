/** Visitor-facing strings of the deadlines. */

export const DEADLINE_TEXT = {
  units: {
    'dias-uteis': ['dia útil', 'dias úteis'],
    'dias-corridos': ['dia', 'dias'],
    horas: ['hora útil', 'horas úteis'],
    'horas-corridas': ['hora', 'horas'],
  },
  sameDay: 'no mesmo dia',
  upTo: (amount: string) => `até ${amount}`,
  sameDayAtMost: (amount: string) => `no mesmo dia, e no máximo em ${amount}`,
  range: (from: number, to: string) => `${from} a ${to}`,
  fromTo: (from: number, to: string) => `de ${from} a ${to}`,
} as const;

export const DEADLINE_LIST = {
  title: 'Prazo de cada serviço',
  closedTitle: 'Feriados e fechamentos que o cálculo não conta',
  closedIntro: 'Além dos sábados e domingos, o cálculo pula estes dias nos próximos 12 meses (a lista é de quando esta página foi publicada):',
} as const;

/** The ready-date tool; shipped with its chunk. */
export const READY_DATE = {
  title: 'Calcule a data',
  serviceLabel: 'Serviço',
  kindLabel: 'Tipo de pedido',
  dateLabel: 'Dia do pedido',
  eventHint: 'Este prazo conta desse dia, e não do dia de um pedido.',
  dateHint: 'O prazo conta do dia em que o pedido foi feito, com todos os documentos. Para um pedido que você ainda vai fazer, deixe a data de hoje.',
  submit: 'Calcular',
  noScript: 'O cálculo da data precisa de JavaScript. Veja abaixo o prazo de cada serviço e conte os dias úteis a partir do dia do pedido.',
  invalidDate: 'Escreva a data do pedido como dia/mês/ano, por exemplo 05/03/2026.',
  readyOn: (date: string) => `Fica pronto em ${date}.`,
  readyBy: (date: string) => `Fica pronto até ${date}.`,
  readyBetween: (from: string, to: string) => `Fica pronto entre ${from} e ${to}.`,
  dated: (date: string, weekday: string) => `${date} (${weekday})`,
  deadline: (text: string) => `Prazo: ${text}.`,
  closedDay: (date: string) => `O cartório não abre no dia do pedido: o prazo conta a partir de ${date}, o próximo dia útil.`,
  estimate: 'É uma estimativa no calendário do cartório. O prazo do seu pedido é confirmado no atendimento.',
  /** The day's name when the deadline's data does not say. */
  eventResult: 'Último dia',
  eventDay: (result: string, date: string) => `${result}: ${date}.`,
  eventUpTo: (result: string, date: string) => `${result}: até ${date}.`,
  eventEstimate: 'O cálculo usa o calendário do cartório. Na dúvida, confirme o prazo com o cartório antes do último dia.',
  eventPast: 'Esse dia já passou. Fale com o cartório por um dos canais oficiais para saber o que fazer agora.',
  skipped: (days: string) => `Contamos só os dias úteis: pulamos ${days}.`,
  movedEnd: (days: string) => `O último dia caiu em ${days}, quando o cartório não abre: o prazo passa para o dia útil seguinte.`,
  skippedDay: (when: string, why: string) => `${when} (${why})`,
  toConfirm: 'a confirmar',
  /** A weekend day with hours of its own: open, but not a business day. */
  openNotCounted: 'o cartório abre, mas não conta como dia útil',
  noNumber: 'Não há uma data para calcular neste serviço:',
  seeService: 'Veja o serviço',
  pastTitle: 'A data prevista já passou. O que fazer:',
  pastDepartment: (department: string) => `Fale com o departamento ${department} pelo WhatsApp, com o serviço e a data do pedido:`,
  pastLink: (department: string) => `Enviar mensagem ao departamento ${department}`,
  opensInNewTab: '(abre em nova aba)',
  message: (service: string, requested: string, ready: string) =>
    `Olá! Fiz um pedido de ${service} no dia ${requested}, com entrega prevista para ${ready}, e ainda não recebi. Podem me informar como está o pedido?`,
  demoNote: 'Demonstração: o número do departamento é de exemplo. A mensagem seria esta:',
  weekdays: ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'],
} as const;

export const WHEN_TO_REQUEST = {
  title: 'Quando pedir',
  purposeLabel: 'Para que são as certidões',
  dateLabel: 'Dia em que vai usar as certidões',
  dateHint: 'O dia da escritura, do casamento, da assinatura do financiamento ou da entrega no órgão.',
  submit: 'Ver quando pedir',
  invalidDate: 'Escreva o dia como dia/mês/ano, por exemplo 05/03/2027.',
  validFor: (days: number) => `vale ${days} dias a partir da emissão`,
  basis: (basis: string) => `De onde vem: ${basis}.`,
  toConfirm: '(a confirmar)',
  readyIn: (text: string) => `Fica pronta ${text}.`,
  otherOffice: 'É pedida ao Registro de Imóveis, que tem o próprio prazo: conte com ele.',
  between: (from: string, to: string) => `Peça entre ${from} e ${to}.`,
  on: (day: string) => `Peça em ${day}.`,
  from: (day: string) => `Peça a partir de ${day}, com tempo para ficar pronta antes do dia do uso.`,
  past: 'Esse dia já passou: escolha o dia em que vai usar as certidões.',
  impossible: 'Não dá para pedir a tempo: o prazo para ficar pronta passa da validade. Fale com o departamento antes de pedir.',
  late: 'O último dia para pedir com folga já passou: peça o quanto antes e confirme com quem vai receber a certidão.',
  sampleHolidays: 'Os feriados locais e fechamentos do cartório ainda são de exemplo (a confirmar).',
  noScript: 'O cálculo das datas precisa de JavaScript. Veja abaixo por quantos dias cada certidão vale e conte a partir do dia em que vai usá-la.',
  listTitle: 'Validade de cada certidão',
  listItem: (name: string, days: number, purposes: string) => `${name}: vale ${days} dias a partir da emissão. Pedida para: ${purposes}.`,
} as const;
