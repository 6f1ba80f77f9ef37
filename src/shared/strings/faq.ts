/** Visitor-facing strings of the FAQ list and the contact cards. */
export const FAQ = {
  contactTitle: 'Ainda tem dúvidas?',
  contactButton: 'Fale Conosco',
  feesButton: 'Consultar Valores',
  emailOfficer: 'Enviar e-mail ao encarregado',
} as const;
