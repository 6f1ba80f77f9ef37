/**
 * Clean diffs for reviewers: the editor's formats write an entry back over the text it came from, so
 * saving unchanged leaves every content file byte-identical, and changing one field changes only its line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frontmatterFormat, yamlFormat } from './formats.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const contentFiles = (ext: string) => (fs.readdirSync(path.join(ROOT, 'content'), { recursive: true }) as string[])
  .filter((f) => f.endsWith(ext)).map((f) => path.join('content', f)).sort();
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** Lines of `after` that differ from `before`, as [line number, text]. */
const changedLines = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return b.map((line, i) => [i + 1, line] as const).filter(([i, line]) => line !== a[i - 1]);
};

describe('saving from the editor', () => {
  it.each(contentFiles('.yml'))('%s: saved unchanged, byte-identical', (file) => {
    const text = read(file);
    expect(yamlFormat.toFile(structuredClone(yamlFormat.fromFile(text)))).toBe(text);
  });

  it.each(contentFiles('.mdx'))('%s: saved unchanged, byte-identical', (file) => {
    const text = read(file);
    expect(frontmatterFormat.toFile(structuredClone(frontmatterFormat.fromFile(text)))).toBe(text);
  });

  it('a new fact or search group added in the form is one more entry at the end, quoted as its neighbours, nothing else changed', () => {
    const facts = read('content/fatos/gerais.yml');
    const withFact = yamlFormat.toFile({ ...structuredClone(yamlFormat.fromFile(facts)) as object, novos: [{ nome: 'prazoCertidao', texto: '5 dias úteis' }] });
    expect(withFact).toBe(`${facts}prazoCertidao: "5 dias úteis"\n`);
    const groups = read('content/busca/sinonimos.yml');
    const withGroup = yamlFormat.toFile({ ...structuredClone(yamlFormat.fromFile(groups)) as object, novos: [{ nome: 'habilitacao', variacoes: ['CNH'] }] });
    expect(withGroup).toBe(`${groups}habilitacao:\n  - CNH\n`);
  });

  it('a changed closing hour changes only its line, comments and quotes kept', () => {
    const text = read('content/office.yml');
    const data = structuredClone(yamlFormat.fromFile(text)) as { horario: { semana: { intervalos: { fecha: string }[] }[] } };
    data.horario.semana[0].intervalos[0].fecha = '17:00';
    expect(changedLines(text, yamlFormat.toFile(data))).toEqual([[expect.any(Number), '          fecha: "17:00"']]);
  });

  it('Saturday hours added in the form become their own lines; the days stay on one line', () => {
    const text = read('content/office.yml');
    type Week = { dias: string[]; intervalos: { abre: string; fecha: string }[] }[];
    const data = structuredClone(yamlFormat.fromFile(text)) as { horario: { semana: Week } };
    data.horario.semana.push({ dias: ['sabado'], intervalos: [{ abre: '08:00', fecha: '12:00' }] });
    const saved = yamlFormat.toFile(data);
    const week = '          fecha: "16:00"\n';
    expect(saved).toBe(text.replace(week, `${week}    - dias: [sabado]\n      intervalos:\n        - abre: "08:00"\n          fecha: "12:00"\n`));
  });

  it('a changed fee keeps the other amounts as written ("10.00" stays "10.00")', () => {
    const text = read('content/tabela-emolumentos.yml');
    const data = structuredClone(yamlFormat.fromFile(text)) as { tabela: { emolumento?: number }[] };
    const act = data.tabela.find((a) => a.emolumento !== undefined)!;
    act.emolumento = 123.45;
    expect(changedLines(text, yamlFormat.toFile(data))).toEqual([[expect.any(Number), expect.stringMatching(/^\s+emolumento: 123\.45$/)]]);
  });

  it('a document added to a service changes only the added line; the body is kept', () => {
    const text = read('content/paginas/servicos/escrituras.mdx');
    const data = structuredClone(frontmatterFormat.fromFile(text)) as { documentos: { itens: string[] }[]; body: string };
    data.documentos[0].itens.push('Comprovante de endereço atualizado');
    const saved = frontmatterFormat.toFile(data);
    const added = saved.split('\n').filter((l) => !text.split('\n').includes(l));
    expect(added).toEqual([expect.stringMatching(/^\s+- Comprovante de endereço atualizado$/)]);
    expect(saved.length - text.length).toBe(added[0].length + 1);
    expect(saved.endsWith(data.body)).toBe(true);
  });
});

describe('a field written as one value or a list (departamento)', () => {
  it('reaches the form as a list and is written back as it was', () => {
    const text = read('content/paginas/servicos/escrituras.mdx');
    const data = frontmatterFormat.fromFile(text) as { departamento: unknown };
    expect(data.departamento).toEqual(['ESCRITURA']);
    expect(frontmatterFormat.toFile(structuredClone(data) as never)).toBe(text);
  });

  it('a second department added turns the line into a list', () => {
    const text = read('content/paginas/servicos/escrituras.mdx');
    const data = structuredClone(frontmatterFormat.fromFile(text)) as { departamento: string[] };
    data.departamento.push('PROCURAÇÃO');
    const saved = frontmatterFormat.toFile(data as never);
    expect(saved).toMatch(/^departamento:\n\s*- "?ESCRITURA"?\n\s*- "?PROCURAÇÃO"?$/m);
  });
});
