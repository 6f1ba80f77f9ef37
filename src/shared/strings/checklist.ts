/** Visitor-facing strings of the service pages' document checklist: sending it by WhatsApp and printing it. */

export const CHECKLIST = {
  /** Link under the documents list; opens WhatsApp with the list to send to anyone (or to oneself). */
  sendWhatsapp: 'Enviar lista pelo WhatsApp',
  /** Shown only when scripts run (it opens the browser's print dialog). */
  print: 'Imprimir lista',
  /** Under the buttons: what the WhatsApp link does, and that the page also prints as a checklist. */
  hint: 'Envie a lista para você mesmo ou para quem vai trazer os documentos. Ao imprimir esta página, os documentos saem como uma lista para marcar.',
  /** Print-only block at the end of a service page. */
  printOfficeTitle: 'Onde ser atendido',
  printPageAddress: 'Endereço desta página',
} as const;

/**
 * The WhatsApp message: the service in bold (WhatsApp's *text*), who asks for the documents, each group in
 * bold with one document a line, then the page's address on a line of its own (so the chat makes it a link).
 */
export const CHECKLIST_MESSAGE = {
  subtitle: (office: string) => `Documentos necessários · ${office}`,
  /** Before each document: an empty box to tick. */
  box: '☐ ',
  more: 'Prazos, valores e mais informações:',
} as const;
