/** Visitor-facing strings of the page dates ("Atualizado em"), in pt-BR. */
export const DATES_UI = {
  /** Before the day the page's content last changed: "Atualizado em 20 de novembro de 2026". */
  updatedOn: 'Atualizado em',
} as const;
