/** Anchors every service page shares, so search and links can point at them (layout and search index). */
export const SERVICE_ANCHORS = {
  resumo: 'resumo', tipos: 'tipos', caracteristicas: 'caracteristicas', etapas: 'como-funciona', documentos: 'documentos',
  prazos: 'prazos', custos: 'custos', informacoes: 'informacoes', avisos: 'atencao',
} as const;
