/** Visitor-facing strings of the service pages' document checklist. */

export const CHECKLIST = {
  sendWhatsapp: 'Enviar lista pelo WhatsApp',
  /** Shown only when scripts run (it opens the browser's print dialog). */
  print: 'Imprimir lista',
  hint: 'Envie a lista para você mesmo ou para quem vai trazer os documentos. Ao imprimir esta página, os documentos saem como uma lista para marcar.',
  printOfficeTitle: 'Onde ser atendido',
  printPageAddress: 'Endereço desta página',
} as const;

/** The WhatsApp message; the page's address on a line of its own, so the chat makes it a link. */
export const CHECKLIST_MESSAGE = {
  subtitle: (office: string) => `Documentos necessários · ${office}`,
  box: '☐ ',
  more: 'Prazos, valores e mais informações:',
} as const;
