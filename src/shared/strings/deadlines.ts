/** Visitor-facing strings of the deadlines: the facts' sentences and "Quando fica pronto?", in pt-BR. */

/** The words the deadline facts are written with (src/shared/deadlines/deadline-text.ts): build time only. */
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

/** The list of every service's deadline (src/render/components/deadlines/DeadlineList.tsx). */
export const DEADLINE_LIST = {
  title: 'Prazo de cada serviço',
  /** The holidays and closures the count skips (readable without JavaScript). */
  closedTitle: 'Feriados e fechamentos que o cálculo não conta',
  closedIntro: 'Além dos sábados e domingos, o cálculo pula estes dias nos próximos 12 meses (a lista é de quando esta página foi publicada):',
} as const;

/** The ready-date tool (src/render/components/deadlines/, src/islands/page/ready-date.ts). Shipped with its chunk. */
export const READY_DATE = {
  title: 'Calcule a data',
  serviceLabel: 'Serviço',
  kindLabel: 'Tipo de pedido',
  dateLabel: 'Dia do pedido',
  /** The date field's hint for a deadline that counts from an event (its label is the event's name). */
  eventHint: 'Este prazo conta desse dia, e não do dia de um pedido.',
  dateHint: 'O prazo conta do dia em que o pedido foi feito, com todos os documentos. Para um pedido que você ainda vai fazer, deixe a data de hoje.',
  submit: 'Calcular',
  /** Shown without JavaScript, in place of the form. */
  noScript: 'O cálculo da data precisa de JavaScript. Veja abaixo o prazo de cada serviço e conte os dias úteis a partir do dia do pedido.',
  invalidDate: 'Escreva a data do pedido como dia/mês/ano, por exemplo 05/03/2026.',
  /** "Fica pronto em 05/03/2026 (quinta-feira)." */
  readyOn: (date: string) => `Fica pronto em ${date}.`,
  /** "Fica pronto até 10/03/2026 (terça-feira).": a deadline written "até 5 dias úteis". */
  readyBy: (date: string) => `Fica pronto até ${date}.`,
  /** "Fica pronto entre 05/03/2026 (quinta-feira) e 10/03/2026 (terça-feira)." */
  readyBetween: (from: string, to: string) => `Fica pronto entre ${from} e ${to}.`,
  dated: (date: string, weekday: string) => `${date} (${weekday})`,
  deadline: (text: string) => `Prazo: ${text}.`,
  /** A request on a day the office is closed counts from the next business day. */
  closedDay: (date: string) => `O cartório não abre no dia do pedido: o prazo conta a partir de ${date}, o próximo dia útil.`,
  estimate: 'É uma estimativa no calendário do cartório. O prazo do seu pedido é confirmado no atendimento.',
  /** A deadline that counts from an event (the notice, the birth): "Último dia para pagar: 10/11/2026 (terça-feira)." */
  /** What the answer calls the day when the deadline's data does not say. */
  eventResult: 'Último dia',
  eventDay: (result: string, date: string) => `${result}: ${date}.`,
  eventUpTo: (result: string, date: string) => `${result}: até ${date}.`,
  eventEstimate: 'O cálculo usa o calendário do cartório. Na dúvida, confirme o prazo com o cartório antes do último dia.',
  eventPast: 'Esse dia já passou. Fale com o cartório por um dos canais oficiais para saber o que fazer agora.',
  /** The days the count skipped, by name: "Contamos só os dias úteis: pulamos 24 a 31/12 (…) e 1º/01 (feriado nacional)." */
  skipped: (days: string) => `Contamos só os dias úteis: pulamos ${days}.`,
  /** A count in calendar days whose last day the office does not open on. */
  movedEnd: (days: string) => `O último dia caiu em ${days}, quando o cartório não abre: o prazo passa para o dia útil seguinte.`,
  skippedDay: (when: string, why: string) => `${when} (${why})`,
  /** After a local holiday's or closure's name while content/feriados.yml is a sample. */
  toConfirm: 'a confirmar',
  /** A weekend day with hours of its own (Saturday hours, a plantão): open, but not a business day. */
  openNotCounted: 'o cartório abre, mas não conta como dia útil',
  noNumber: 'Não há uma data para calcular neste serviço:',
  seeService: 'Veja o serviço',
  /** When the ready date has passed. */
  pastTitle: 'A data prevista já passou. O que fazer:',
  pastDepartment: (department: string) => `Fale com o departamento ${department} pelo WhatsApp, com o serviço e a data do pedido:`,
  pastLink: (department: string) => `Enviar mensagem ao departamento ${department}`,
  opensInNewTab: '(abre em nova aba)',
  /** The chat text: the service, the day of the request and the date it should have been ready. */
  message: (service: string, requested: string, ready: string) =>
    `Olá! Fiz um pedido de ${service} no dia ${requested}, com entrega prevista para ${ready}, e ainda não recebi. Podem me informar como está o pedido?`,
  /** While the departments' numbers are samples: the message is shown, and the link is marked. */
  demoNote: 'Demonstração: o número do departamento é de exemplo. A mensagem seria esta:',
  weekdays: ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'],
} as const;

/** "Quando pedir cada certidão?" (/quando-pedir): WhenToRequest.tsx and src/islands/page/when-to-request.ts. */
export const WHEN_TO_REQUEST = {
  title: 'Quando pedir',
  purposeLabel: 'Para que são as certidões',
  dateLabel: 'Dia em que vai usar as certidões',
  dateHint: 'O dia da escritura, do casamento, da assinatura do financiamento ou da entrega no órgão.',
  submit: 'Ver quando pedir',
  invalidDate: 'Escreva o dia como dia/mês/ano, por exemplo 05/03/2027.',
  /** "Certidão de protesto: vale 30 dias a partir da emissão." */
  validFor: (days: number) => `vale ${days} dias a partir da emissão`,
  basis: (basis: string) => `De onde vem: ${basis}.`,
  toConfirm: '(a confirmar)',
  readyIn: (text: string) => `Fica pronta ${text}.`,
  otherOffice: 'É pedida ao Registro de Imóveis, que tem o próprio prazo: conte com ele.',
  /** "Peça entre 03/03/2027 (quarta-feira) e 10/03/2027 (quarta-feira)." */
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
