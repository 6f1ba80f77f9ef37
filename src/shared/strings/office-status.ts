/**
 * Visitor-facing strings of the office status ("Aberto agora · fecha às 16h"), in pt-BR. Shipped to
 * the browser with src/islands/page/after-load.ts: keep it short.
 */
export const OFFICE_STATUS = {
  open: 'Aberto agora',
  closed: 'Fechado agora',
  separator: ' · ',
  closesAt: (time: string) => `fecha às ${time}`,
  /** `when`: "hoje", "amanhã", a weekday, or a weekday with its date (a week or more away). */
  opensAt: (when: string, time: string) => `abre ${when} às ${time}`,
  today: 'hoje',
  tomorrow: 'amanhã',
  /** "segunda-feira, 4 de janeiro," (the comma closes the date before "às 8h"). */
  date: (weekday: string, day: number, month: string) => `${weekday}, ${day === 1 ? '1º' : day} de ${month},`,
  weekdays: ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'],
  months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
} as const;

/** Facts written from content/feriados.yml for the content ({{feriados.fimDeAno}}): build time only. */
export const CLOSURE_FACTS = {
  /** "24 de dezembro de 2026" */
  date: (day: number, month: string, year: number) => `${day === 1 ? '1º' : day} de ${month} de ${year}`,
  /** "em 24 de dezembro de 2026" */
  oneDay: (date: string) => `em ${date}`,
  /** "de 24 a 31 de dezembro de 2026", "de 24 de dezembro de 2026 a 1º de janeiro de 2027" */
  range: (from: string, to: string) => `de ${from} a ${to}`,
  /** "segunda-feira, 4 de janeiro de 2027, às 8h" */
  reopens: (weekday: string, date: string, time: string) => `${weekday}, ${date}, às ${time}`,
} as const;
