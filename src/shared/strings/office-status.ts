/** Visitor-facing strings of the office status. Shipped to every page: keep it short. */
export const OFFICE_STATUS = {
  open: 'Aberto agora',
  closed: 'Fechado agora',
  separator: ' · ',
  closesAt: (time: string) => `fecha às ${time}`,
  /** `when`: "hoje", "amanhã", a weekday, or a weekday with its date. */
  opensAt: (when: string, time: string) => `abre ${when} às ${time}`,
  today: 'hoje',
  tomorrow: 'amanhã',
  /** The comma closes the date before "às 8h". */
  date: (weekday: string, day: number, month: string) => `${weekday}, ${day === 1 ? '1º' : day} de ${month},`,
  weekdays: ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'],
  months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
} as const;

/** Build time only. */
export const CLOSURE_FACTS = {
  date: (day: number, month: string, year: number) => `${day === 1 ? '1º' : day} de ${month} de ${year}`,
  oneDay: (date: string) => `em ${date}`,
  range: (from: string, to: string) => `de ${from} a ${to}`,
  reopens: (weekday: string, date: string, time: string) => `${weekday}, ${date}, às ${time}`,
} as const;
