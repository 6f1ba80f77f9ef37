/** Visitor-facing strings of reading offline. */
export const OFFLINE = {
  notice: 'Você está sem conexão: esta página pode estar desatualizada.',
} as const;
