/**
 * Clean diffs for reviewers: the editor's formats write an entry back over the text it came from, so
 * saving unchanged leaves every content file byte-identical, and changing one field changes only its line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { confirmedSamples, frontmatterFormat, savingOver, yamlFormat } from './formats.ts';
import { seededRandom } from '../shared/seeded-random.ts';

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

/** Every text leaf of `data` written on one line of its file, as a path of keys and indexes. */
function oneLineTexts(data: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(data)) return data.flatMap((v, i) => oneLineTexts(v, [...at, i]));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([k, v]) => (k === 'body' && !at.length ? [] : oneLineTexts(v, [...at, k])));
  return typeof data === 'string' && !data.includes('\n') && data.length < 200 ? [at] : [];
}

const setAt = (data: unknown, at: (string | number)[], value: string) => {
  const parent = at.slice(0, -1).reduce<Record<string | number, unknown>>((v, k) => v[k] as Record<string | number, unknown>, data as Record<string, unknown>);
  parent[at[at.length - 1]] = value;
};

/** A save through the editor's own path: preSave names the file read (Decap's `raw`), then Decap calls toFile. */
const save = (file: string, text: string | undefined, data: unknown) => {
  savingOver(data, text);
  return file.endsWith('.mdx') ? frontmatterFormat.toFile(data as never) : yamlFormat.toFile(data);
};
const read2 = (file: string, text: string) => structuredClone(file.endsWith('.mdx') ? frontmatterFormat.fromFile(text) : yamlFormat.fromFile(text));

describe('every save is the edited field\'s lines and nothing else', () => {
  const files = [...contentFiles('.yml'), ...contentFiles('.mdx')];

  it.each(files)('%s: one field changed at random, one line changed', (file) => {
    const text = read(file);
    const data = read2(file, text);
    const leaves = oneLineTexts(data);
    if (!leaves.length) return;
    const random = seededRandom(file.length * 7919 + leaves.length);
    const at = leaves[Math.floor(random() * leaves.length)];
    setAt(data, at, 'Texto conferido pela direção');
    expect(changedLines(text, save(file, text, data)), at.join(' › ')).toEqual([[expect.any(Number), expect.stringContaining('Texto conferido pela direção')]]);
  });

  it('thirty office fields saved at once: thirty lines, comments, quotes, key order and empty lists kept', () => {
    const text = read('content/office.yml');
    const data = read2('content/office.yml', text);
    const leaves = oneLineTexts(data).filter((at) => at[0] !== 'amostra' && at[0] !== 'horario');
    expect(leaves.length).toBeGreaterThanOrEqual(30);
    leaves.slice(0, 30).forEach((at, i) => setAt(data, at, `Dado oficial ${i + 1}`));
    const saved = save('content/office.yml', text, data);
    expect(changedLines(text, saved)).toHaveLength(30);
    expect(saved).toContain('redesSociais: []');
    expect(saved.split('\n').filter((l) => l.startsWith('#'))).toEqual(text.split('\n').filter((l) => l.startsWith('#')));
  });

  it('a sample list emptied in the form is written "amostra: false", in its place', () => {
    const text = read('content/office.yml');
    const before = read2('content/office.yml', text) as Record<string, unknown>;
    const saved = save('content/office.yml', text, confirmedSamples({ ...before, amostra: null }, before));
    expect(saved).toBe(text.replace(/^amostra:\n(  - \w+\n)+/m, 'amostra: false\n'));
  });

  it('a new page is written as the pages around it (plain keys, quoted texts, plain list items), whatever was opened before', () => {
    read2('content/paginas/servicos/escrituras.mdx', read('content/paginas/servicos/escrituras.mdx'));
    const page = save('novo.mdx', undefined, { title: 'Divórcio extrajudicial', keywords: ['divórcio'], amostra: true, body: 'Corpo' });
    expect(page).toBe('---\ntitle: "Divórcio extrajudicial"\nkeywords:\n  - divórcio\namostra: true\n---\nCorpo\n');
  });
});
