/** `npm run docs:campos`: rewrites the field tables of docs/conteudo-a-mao.md from the schema's help. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIELD_TABLES_FILE, writeFieldTables } from '../src/node/content/field-tables.ts';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', FIELD_TABLES_FILE);
const before = fs.readFileSync(file, 'utf8');
const { text, missing } = writeFieldTables(before);
if (missing.length) {
  console.error(`${FIELD_TABLES_FILE}: faltam as marcas ${missing.map((id) => `"<!-- campos: ${id} -->"`).join(', ')} (cada tabela fica entre "<!-- campos: nome -->" e "<!-- /campos -->").`);
  process.exitCode = 1;
}
if (text !== before) fs.writeFileSync(file, text);
console.log(text === before ? `${FIELD_TABLES_FILE}: as tabelas de campos já estão em dia.` : `${FIELD_TABLES_FILE}: tabelas de campos atualizadas a partir do schema.`);
