/**
 * The field tables of the editors' guide (content/README.md) are the schema's own help, written out
 * (src/node/content/field-tables.ts): a field added, renamed or re-explained in the schema without the
 * guide, or a table edited by hand, fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_TABLES, README_FILE, renderFieldTable, tableInReadme } from '../../src/node/content/field-tables';

const readme = fs.readFileSync(path.resolve(__dirname, '../..', README_FILE), 'utf8');

describe('content/README.md field tables come from the schema', () => {
  it.each(FIELD_TABLES.map((t) => [t.id, t] as const))('table "%s" matches the schema', (id, table) => {
    const current = tableInReadme(readme, id);
    expect(current, `${README_FILE} não tem a tabela "${id}" entre "<!-- campos: ${id} -->" e "<!-- /campos -->"`).toBeDefined();
    expect(
      current,
      `A tabela "${id}" de ${README_FILE} não bate com o schema: ela é escrita a partir de src/shared/content/schema.ts (help()). Mude o texto lá e rode npm run docs:campos.`,
    ).toBe(renderFieldTable(table));
  });

  it('every table in the guide has a generator and none is listed twice', () => {
    const ids = [...readme.matchAll(/<!-- campos: ([\w-]+) -->/g)].map((m) => m[1]);
    expect(ids.sort()).toEqual(FIELD_TABLES.map((t) => t.id).sort());
  });
});
