/** A service page (`layout: servico`): summary, sections and cards drawn from its frontmatter, then its text. */
import { defineKind } from '../kind.ts';
import { UI } from '../../shared/strings/ui.ts';
import { SUMMARY } from '../../shared/strings/fees.ts';
import { FEE_TABLE_FILE } from '../../shared/content/fee-table.ts';
import { SERVICE_SECTIONS } from '../../shared/content/service-sections.ts';
import { serviceFrontmatter, type ServiceFrontmatter } from './schema.ts';

export const servico = defineKind<ServiceFrontmatter>({
  name: 'servico',
  schema: serviceFrontmatter,
  head: { ogType: 'website', parent: { name: UI.breadcrumbServices, path: '/servicos' } },
  // A query naming a service puts its page among the first three; its top says, as its summary does, whether to book.
  search: {
    rank: { prior: 1, named: true }, fieldSections: SERVICE_SECTIONS,
    intro: (fm) => (fm.agendamento ? `${SUMMARY.booking}: ${SUMMARY.bookingText[fm.agendamento]}` : undefined),
  },
  // Its summary and costs section show its acts of the fee table.
  shows: [FEE_TABLE_FILE],
  editor: {
    form: {
      name: 'servicos', label: 'Serviços', singular: 'Serviço', folder: 'content/paginas/servicos', byLayout: true,
      sortable: ['ordem', 'title', 'grupo'], summary: '{{title}}', richText: ['aviso'],
    },
    route: (slug) => `/servicos/${slug}`,
  },
  guide: { title: 'uma página de serviço' },
});
