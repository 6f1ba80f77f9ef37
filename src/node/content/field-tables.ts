/** The field tables of docs/conteudo-a-mao.md, written from the schema's help so rule, error and guide cannot drift. */
import type { z } from 'zod';
import { deadlinesSchema, faqFrontmatter, feeTableSchema, glossarySchema, holidaysSchema, officeSchema } from '../../shared/content/schema/index.ts';
import type { PageKind } from '../../kinds/kind.ts';
import { PAGE_FIELDS } from '../../kinds/page-fields.ts';
import { DEFAULT_KIND, KINDS } from '../../kinds/registry.ts';
import { fieldsAt, helpOf, isList } from './schema-walk.ts';

export const FIELD_TABLES_FILE = 'docs/conteudo-a-mao.md';

export interface FieldTable {
  id: string;
  schema: z.ZodType;
  path?: (string | number)[];
  omit?: readonly string[];
  expand?: readonly string[];
  /** The Exemplo cell when the example is too long for a table. */
  longExample: string;
}

const ownFields = (kind: PageKind) => Object.keys(fieldsAt(kind.schema, []) ?? {}).filter((name) => !PAGE_FIELDS.includes(name) && name !== 'layout');

export const KIND_TABLES: (FieldTable & { kind: PageKind })[] = KINDS.flatMap((kind) => (kind === DEFAULT_KIND || ownFields(kind).length
  ? [{ id: kind.name, kind, schema: kind.schema, ...(kind !== DEFAULT_KIND && { omit: PAGE_FIELDS }), longExample: kind.guide.longExample ?? 'veja abaixo' }]
  : []));

export const FIELD_TABLES: FieldTable[] = [
  ...KIND_TABLES,
  { id: 'tabela-emolumentos', schema: feeTableSchema, longExample: 'veja o exemplo acima' },
  { id: 'tabela-emolumentos-ato', schema: feeTableSchema, path: ['tabela'], longExample: 'veja o exemplo acima' },
  { id: 'duvidas', schema: faqFrontmatter, longExample: 'veja o exemplo acima' },
  { id: 'cartorio', schema: officeSchema, expand: ['endereco', 'horario'], longExample: 'veja `content/office.yml`' },
  { id: 'cartorio-semana', schema: officeSchema, path: ['horario', 'semana'], expand: ['intervalos'], longExample: 'veja o exemplo acima' },
  { id: 'departamentos', schema: officeSchema, path: ['departamentos'], longExample: 'veja `content/office.yml`' },
  { id: 'feriados', schema: holidaysSchema, expand: ['pontosFacultativos', 'fechamentos'], longExample: 'veja o exemplo acima' },
  { id: 'prazos', schema: deadlinesSchema, expand: ['prazos'], longExample: 'veja o exemplo acima' },
  { id: 'prazos-tipo', schema: deadlinesSchema, path: ['prazos', 0, 'tipos'], longExample: 'veja o exemplo acima' },
  { id: 'glossario', schema: glossarySchema, path: ['termos'], longExample: 'veja `content/glossario.yml`' },
];

const HEADER = '| Campo | Obrigatório? | O que é | Exemplo |\n| --- | --- | --- | --- |';

function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const pad = text.includes('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** "`a:` e abaixo `  - b` e `  - c`". */
function exampleCell(exemplo: string, table: FieldTable, expanded: boolean): string {
  const lines = exemplo.split('\n');
  if (lines.length === 1) return code(lines[0]);
  // A list of groups, or a group the following rows describe, reads better in full than in a cell.
  if (expanded) return 'veja as linhas seguintes';
  if (lines.length > 4 || lines.slice(1).some((l) => /^\s*- [A-Za-z]+:/.test(l))) return table.longExample;
  const rest = lines.slice(1).map(code);
  return `${code(lines[0])} e abaixo ${rest.length > 1 ? `${rest.slice(0, -1).join(', ')} e ${rest.at(-1)}` : rest[0]}`;
}

interface Row { label: string; field: z.ZodType; expanded: boolean }

function rows(table: FieldTable): Row[] {
  const fields = fieldsAt(table.schema, table.path ?? []);
  if (!fields) throw new Error(`${FIELD_TABLES_FILE}, tabela "${table.id}": ${JSON.stringify(table.path)} não é um grupo de campos no schema.`);
  const out: Row[] = [];
  for (const [name, field] of Object.entries(fields)) {
    if (table.omit?.includes(name)) continue;
    const expanded = table.expand?.includes(name) ?? false;
    out.push({ label: code(name), field, expanded });
    if (!expanded) continue;
    const where = isList(field) ? `em cada item de ${code(name)}` : `dentro de ${code(name)}`;
    for (const [child, childField] of Object.entries(fieldsAt(field, []) ?? {})) {
      out.push({ label: `${code(child)} (${where})`, field: childField, expanded: false });
    }
  }
  return out;
}

export function renderFieldTable(table: FieldTable): string {
  const lines = rows(table).map(({ label, field, expanded }) => {
    const help = helpOf(field);
    if (!help?.descricao) {
      throw new Error(`${FIELD_TABLES_FILE}, tabela "${table.id}": o campo ${label} não tem "exemplo" e "descricao" em src/shared/content/schema/ ou src/kinds/<kind>/schema.ts (help()).`);
    }
    const required = help.obrigatorio ?? (field.safeParse(undefined).success ? 'não' : 'sim');
    return `| ${label} | ${cell(required)} | ${cell(help.descricao)} | ${cell(exampleCell(help.exemplo, table, expanded))} |`;
  });
  return [HEADER, ...lines].join('\n');
}

const markers = (id: string) => [`<!-- campos: ${id} -->\n`, '\n<!-- /campos -->'] as const;

export function tableInGuide(guide: string, id: string): string | undefined {
  const [open, close] = markers(id);
  const start = guide.indexOf(open);
  const end = start < 0 ? -1 : guide.indexOf(close, start + open.length);
  return end < 0 ? undefined : guide.slice(start + open.length, end);
}

/** A page kind new to the guide gets its section at the end; other ids whose markers are missing are listed. */
export function writeFieldTables(guide: string): { text: string; missing: string[] } {
  const missing: string[] = [];
  let text = guide;
  for (const table of FIELD_TABLES) {
    let current = tableInGuide(text, table.id);
    const kind = KIND_TABLES.find((t) => t.id === table.id)?.kind;
    if (current === undefined && kind) {
      text = `${text.trimEnd()}\n\n### Campos de ${kind.guide.title}\n\n${markers(table.id).join('')}\n`;
      current = '';
    }
    if (current === undefined) { missing.push(table.id); continue; }
    const [open, close] = markers(table.id);
    text = text.replace(`${open}${current}${close}`, () => `${open}${renderFieldTable(table)}${close}`);
  }
  return { text, missing };
}
