/**
 * content/tabela-emolumentos.yml: validated, {{facts}} filled in (who qualifies for a free act is written
 * once), totals computed and checked against the service pages (src/shared/content/fee-table.ts).
 */
import { feeTableSchema, type Office } from '../../shared/content/schema/index.ts';
import type { FactMap } from '../../shared/content/facts.ts';
import { buildFeeTable, FEE_TABLE_FILE, type FeeTable } from '../../shared/content/fee-table.ts';
import { offeredHere } from '../../shared/content/attributions.ts';
import { serviceSlug } from '../../shared/content/service-sections.ts';
import type { ContentError, RoutedPage } from '../../shared/content/site-content.ts';
import { serviceFileNames, type ContentFiles } from './files.ts';
import { describePath, frontmatterLine, lineOfField } from './positions.ts';
import { loadYaml } from './read-file.ts';
import { servicePages } from '../../kinds/servico/pages.ts';

const EMPTY: FeeTable = { amostra: false, ano: 0, tabelaOficial: { nome: '', url: '' }, acrescimos: [], seloCents: 0, acts: [], groups: [] };

export function loadFeeTable(files: ContentFiles, office: Office | undefined, facts: FactMap, pages: RoutedPage[], errors: ContentError[]): FeeTable {
  const file = loadYaml(files, FEE_TABLE_FILE, feeTableSchema, errors, facts, {
    message: 'o arquivo da tabela de emolumentos não existe.',
    fix: 'Restaure o arquivo a partir do histórico (git) ou do exemplo em docs/conteudo-a-mao.md ("Tabela de emolumentos").',
  });
  if (!file) return EMPTY;
  const services = servicePages(pages)
    .map((p) => ({ slug: serviceSlug(p.route), route: p.route, file: p.file, fm: p.frontmatter, offered: !office || offeredHere(p.frontmatter, office) }));
  const serviceFiles = serviceFileNames(files);
  const { table, problems } = buildFeeTable(file, services, serviceFiles);
  const text = files.text(FEE_TABLE_FILE) ?? '';
  for (const problem of problems) {
    if (problem.in === 'fees') {
      errors.push({ file: FEE_TABLE_FILE, line: lineOfField(text, problem.path, 1), field: describePath(problem.path), message: `${problem.message}.`, fix: problem.fix });
    } else {
      const page = services.find((s) => s.slug === problem.slug)!.file;
      errors.push({ file: page, line: frontmatterLine(files, page, 'layout'), field: problem.field, message: `${problem.message}.`, fix: problem.fix });
    }
  }
  return table;
}
