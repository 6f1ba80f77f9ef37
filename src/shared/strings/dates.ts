/** Visitor-facing strings of the page dates. */
export const DATES_UI = {
  updatedOn: 'Atualizado em',
} as const;
