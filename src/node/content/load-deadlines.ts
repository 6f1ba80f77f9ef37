/**
 * content/prazos.yml, the deadlines as numbers: their sentences join the shared facts under the names the
 * file gives, so pages say what the ready-date tool counts; each `servico` must be a service page.
 */
import { DEADLINES_FILE, deadlinesSchema, type Deadlines } from '../../shared/content/schema/index.ts';
import { deadlineFacts } from '../../shared/deadlines/deadline-text.ts';
import type { ContentError } from '../../shared/content/site-content.ts';
import { serviceFileNames, type ContentFiles } from './files.ts';
import type { RawFacts } from './load-facts.ts';
import { lineOfField } from './positions.ts';
import { loadYaml } from './read-file.ts';

/** No file: no deadline, and the tool has nothing to count. */
export const NO_DEADLINES: Deadlines = { amostra: false, prazos: [] };

/** Its facts are added to `raw`; a name a facts file defines too is a mistake. */
export function loadDeadlines(files: ContentFiles, raw: RawFacts, errors: ContentError[]): Deadlines | undefined {
  if (files.text(DEADLINES_FILE) === undefined) return NO_DEADLINES;
  const deadlines = loadYaml(files, DEADLINES_FILE, deadlinesSchema, errors);
  if (!deadlines) return undefined;
  for (const [key, text] of Object.entries(deadlineFacts(deadlines))) {
    if (Object.hasOwn(raw.values, key)) {
      errors.push({
        file: raw.origin[key], field: key, message: `o fato "${key}" também é escrito por ${DEADLINES_FILE}, a partir dos números do prazo.`,
        fix: `Apague "${key}" deste arquivo: o prazo se muda em ${DEADLINES_FILE}.`,
      });
      continue;
    }
    raw.values[key] = text;
    raw.origin[key] = DEADLINES_FILE;
    if (deadlines.amostra || deadlines.validades?.some((v) => v.fato === key && v.amostra)) raw.toConfirm.add(key);
  }
  return deadlines;
}

/** Files, not loaded pages: a page with a mistake of its own is reported once, for that mistake. */
export function checkDeadlineServices(files: ContentFiles, deadlines: Deadlines, errors: ContentError[]): void {
  const services = serviceFileNames(files);
  const text = files.text(DEADLINES_FILE) ?? '';
  const named = [
    ...deadlines.prazos.map((entry, i) => ({ servico: entry.servico, path: ['prazos', i, 'servico'], what: 'o prazo' })),
    ...(deadlines.validades ?? []).map((v, i) => ({ servico: v.servico, path: ['validades', i, 'servico'], what: 'a validade' })),
  ];
  for (const { servico, path, what } of named) {
    if (!servico || services.includes(servico)) continue;
    errors.push({
      file: DEADLINES_FILE, line: lineOfField(text, path, 1), field: 'servico',
      message: `${what} é do serviço "${servico}", que não é uma página de serviço.`,
      fix: `Escreva o nome do arquivo da página em content/paginas/servicos/, sem .mdx, por exemplo servico: escrituras (existem: ${services.join(', ')}).`,
    });
  }
}
