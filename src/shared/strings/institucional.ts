/** Visitor-facing strings of the institutional components. */

export const PLATFORMS = {
  /** Names the site the visitor is about to open. */
  access: (host: string) => `Acessar ${host}`,
  officialSite: 'Site oficial',
  stripLabel: 'Certidões pela internet nas plataformas oficiais',
} as const;

export const FEES = {
  caption: 'Atos praticados e receita bruta de emolumentos por semestre',
  period: 'Período',
  acts: 'Atos praticados',
  revenue: 'Receita bruta',
  recent: ['Último semestre', 'Semestre anterior'],
  recentNote: 'Os dois semestres mais recentes estão destacados.',
  source: (fonte: string, date: string) => `Fonte: ${fonte}, gerado em ${date}.`,
  sampleTitle: 'Dados de exemplo',
  sampleText:
    'Os números desta página são de exemplo, dentro das faixas publicadas. Eles serão substituídos pelos números oficiais do cartório.',
  chartTitle: 'Gráfico: atos praticados e receita bruta por semestre',
  chartDescription: (first: string, last: string, actsFrom: string, actsTo: string, revenueFrom: string, revenueTo: string) =>
    `Barras horizontais, uma dupla por semestre, de ${first} a ${last}. ` +
    `Os atos praticados passam de ${actsFrom} para ${actsTo}, ` +
    `e a receita bruta passa de ${revenueFrom} para ${revenueTo}. ` +
    'Os valores exatos estão na tabela acima.',
  legendActs: 'Atos praticados',
  legendRevenue: 'Receita bruta',
  actsUnit: (n: string) => `${n} atos`,
  millions: (n: string) => `R$ ${n} mi`,
  chartNote: 'O gráfico mostra os mesmos dados da tabela.',
} as const;

export const OFFICE = {
  openMap: 'Ver o endereço no mapa',
  mapNote: 'O mapa abre em outro site, numa nova aba.',
} as const;

export const NEWS = {
  emptyText: 'Página em desenvolvimento...',
  years: 'Notícias por ano',
  yearId: (year: string) => `ano-${year}`,
  emptyHelp: 'Enquanto isso, fale com o cartório pela página de contato.',
  contact: 'Fale Conosco',
} as const;
