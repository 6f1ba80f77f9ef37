/**
 * The check the editor runs before saving: today's content passes it (no save refused that the build
 * accepts), and rules a single form field cannot hold stop the save with the schema's Portuguese message.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frontmatterFormat, yamlFormat } from './formats.ts';
import { entryProblems } from './validate.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const mdx = (file: string) => structuredClone(frontmatterFormat.fromFile(read(file))) as Record<string, unknown>;
const yml = (file: string) => structuredClone(yamlFormat.fromFile(read(file))) as Record<string, unknown>;
const mdxIn = (dir: string) => fs.readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith('.mdx')).map((f) => `${dir}/${f}`);

const FORMS: [string, string, (file: string) => Record<string, unknown>][] = [
  ...mdxIn('content/paginas/servicos').filter((f) => !f.endsWith('index.mdx')).map((f) => ['servicos', f, mdx] as [string, string, typeof mdx]),
  ...mdxIn('content/duvidas').map((f) => ['duvidas', f, mdx] as [string, string, typeof mdx]),
  ...mdxIn('content/noticias').map((f) => ['noticias', f, mdx] as [string, string, typeof mdx]),
  ...mdxIn('content/paginas').map((f) => ['paginas', f, mdx] as [string, string, typeof mdx]),
  ['dados/cartorio', 'content/office.yml', yml],
  ['dados/tabela-emolumentos', 'content/tabela-emolumentos.yml', yml],
  ['dados/feriados', 'content/feriados.yml', yml],
  ['dados/plataformas', 'content/plataformas.yml', yml],
  ['dados/emolumentos', 'content/emolumentos.yml', yml],
];

describe('the check before saving', () => {
  it.each(FORMS)('%s accepts %s as it is today', (form, file, load) => {
    expect(entryProblems(form, load(file))).toBeUndefined();
  });

  it('refuses a finished service page without its summary fields', () => {
    const page = mdx('content/paginas/servicos/escrituras.mdx');
    delete page.prazoResumo;
    expect(entryProblems('servicos', page)).toMatch(/^Não dá para salvar: falta o campo "prazoResumo"/);
  });

  it('refuses a fee act with two kinds of price, naming the act', () => {
    const file = yml('content/tabela-emolumentos.yml') as { tabela: Record<string, unknown>[] };
    const act = file.tabela.find((a) => a.emolumento !== undefined)!;
    act.gratuito = 'Gratuito para todos.';
    expect(entryProblems('dados/tabela-emolumentos', file)).toContain(`o ato "${String(act.id)}" tem "emolumento" e "gratuito": use só um`);
  });

  it('refuses an empty required field, naming it in Portuguese', () => {
    const office = yml('content/office.yml') as { horario: Record<string, unknown> };
    office.horario.dias = '';
    expect(entryProblems('dados/cartorio', office)).toContain('falta o campo obrigatório "Horário de atendimento › Dias"');
  });
});
