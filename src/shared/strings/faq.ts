/** Visitor-facing strings of the FAQ list and of the contact cards (FAQ and LGPD officer pages), in pt-BR. */
export const FAQ = {
  contactTitle: 'Ainda tem dúvidas?',
  contactButton: 'Fale Conosco',
  feesButton: 'Consultar Valores',
  emailOfficer: 'Enviar e-mail ao encarregado',
} as const;
