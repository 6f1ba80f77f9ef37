/**
 * One set of rules: what the staff editor's form accepts, the build accepts. The form's own rules come
 * from the generated config (src/node/cms/config.ts: patterns, options, the number widget) and the check
 * before a save (src/admin/validate.ts); the build's are the content load's. For the rules the build
 * checks across files (a title with the office's short name after it, a service's department, a fact's
 * name) and for the numbers staff type, values are drawn at random and at the limits, and each value the
 * form accepts is loaded by the build; each the build refuses, the form refuses too, with its words. And every
 * text field with a rule of its own (length, format), in every form: texts near the rule, its example changed by
 * a character and random texts up past its limit, taken by the form exactly when the schema takes them, or refused
 * before the save.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cmsConfig } from '../../src/node/cms/config';
import { coreOf, shapeOf, type CmsField } from '../../src/node/cms/fields';
import { helpOf } from '../../src/node/content/schema-walk';
import { FORM_SCHEMAS } from '../../src/shared/content/form-schemas';
import { contentFiles } from '../../src/node/content/files';
import { loadContent } from '../../src/node/content/load';
import { frontmatterFormat } from '../../src/admin/formats';
import { entryProblems } from '../../src/admin/validate';
import { numberProblem } from '../../src/admin/number-widget';
import { seededRandom } from '../../src/shared/seeded-random';
import { readNumber, showNumber } from '../../src/shared/text/number-input';
import { MAX_TITLE_LENGTH, titleLengthProblem } from '../../src/shared/title';

const ROOT = path.resolve(__dirname, '../..');
const files = contentFiles(ROOT);
const config = cmsConfig(files);
const site = loadContent(ROOT);
const office = { nome: site.office!.nome, nomeCurto: site.office!.nomeCurto };
const random = seededRandom(35);

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The build's errors on `file` once `edit` is applied to a copy of the content. */
function buildErrors(file: string, edit: (text: string) => string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'regras-'));
  copies.push(dir);
  fs.cpSync(path.join(ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
  fs.writeFileSync(path.join(dir, file), edit(fs.readFileSync(path.join(dir, file), 'utf8')));
  return loadContent(dir).errors.filter((e) => e.file === file);
}

const fieldOf = (collection: string, name: string): CmsField => {
  const fields = (config.collections.find((c) => c.name === collection) as { fields: CmsField[] }).fields;
  return fields.find((f) => f.name === name)!;
};
/** Decap's own check of a text field: required, then its pattern. */
const formTakes = (field: CmsField, value: string) => value.trim() !== '' && (!field.pattern || new RegExp(field.pattern[0]).test(value));
const entry = (file: string) => structuredClone(frontmatterFormat.fromFile(fs.readFileSync(path.join(ROOT, file), 'utf8'))) as Record<string, unknown>;
const LETTERS = 'abcdefghijklmnopqrstuvwxyzáéíóúâêôãõçº ';
const randomTitle = (length: number) => `T${Array.from({ length: length - 1 }, () => LETTERS[Math.floor(random() * LETTERS.length)]).join('')}`.replace(/\s+$/, 'x');

describe('the form accepts what the build accepts, and refuses what it refuses', () => {
  it.each([
    ['servicos', 'content/paginas/servicos/escrituras.mdx', '/servicos/escrituras'],
    ['noticias', 'content/noticias/gratuidade-certidoes.mdx', '/noticias/gratuidade-certidoes'],
    ['paginas', 'content/paginas/cartorio.mdx', '/cartorio'],
  ])('a title in the %s form: the tab title with the short name fits (random lengths, and the limit)', (form, file, route) => {
    const field = fieldOf(form, 'title');
    // The page text is checked apart (body-check.test.tsx): left out here, each check is cheap.
    const { body: _body, ...fields } = entry(file);
    for (let i = 0; i < 200; i++) {
      const title = randomTitle(1 + Math.floor(random() * (MAX_TITLE_LENGTH + 10)));
      const formAccepts = formTakes(field, title) && entryProblems(form, { ...fields, title }, site.facts) === undefined;
      expect(formAccepts, title).toBe(titleLengthProblem(title, office, route) === undefined);
    }
    const room = MAX_TITLE_LENGTH - ` | ${office.nomeCurto}`.length;
    const atLimit = randomTitle(room);
    const over = randomTitle(room + 1);
    expect(formTakes(field, atLimit)).toBe(true);
    expect(buildErrors(file, (t) => t.replace(/^title: .*$/m, `title: "${atLimit}"`))).toEqual([]);
    expect(formTakes(field, over)).toBe(false);
    const [error] = buildErrors(file, (t) => t.replace(/^title: .*$/m, `title: "${over}"`));
    expect(entryProblems(form, { ...entry(file), title: over }, site.facts)).toContain(error.message);
  });

  it('a service\'s department: the form offers only the office\'s, and each one loads', () => {
    const field = fieldOf('servicos', 'departamento');
    const offered = field.options!.map((o) => (typeof o === 'string' ? o : o.value));
    expect(offered).toEqual(site.office!.departamentos.map((d) => d.nome));
    const file = 'content/paginas/servicos/procuracoes.mdx';
    expect(buildErrors(file, (t) => t.replace(/^departamento: .*$/m, `departamento: ["${offered.at(-1)}"]`))).toEqual([]);
    expect(buildErrors(file, (t) => t.replace(/^departamento: .*$/m, 'departamento: ["PROCURACOES"]'))[0].message).toContain('não existe');
  });

  it('a fact that does not exist: the form refuses it with the build\'s words, in a field or in the text', () => {
    const file = 'content/paginas/servicos/escrituras.mdx';
    const [error] = buildErrors(file, (t) => `${t}\nPrazo: {{fatos.prazoEscrituraSimpless}}.\n`);
    const data = entry(file);
    expect(entryProblems('servicos', { ...data, body: `${String(data.body)}\nPrazo: {{fatos.prazoEscrituraSimpless}}.\n` }, site.facts))
      .toContain(error.message.replace(/\.$/, ''));
    expect(entryProblems('servicos', { ...data, prazoResumo: '{{fatos.prazoEscrituraSimpless}}' }, site.facts)).toContain('Você quis dizer "{{fatos.prazoEscrituraSimples}}"?');
  });

  it('every number typed the Brazilian way saves a value the build takes; what it cannot read, the form refuses', () => {
    const fee = { get: (key: string) => ({ reais: true, value_type: 'float', min: 0 } as Record<string, unknown>)[key] };
    const file = 'content/tabela-emolumentos.yml';
    const saved: number[] = [];
    for (let i = 0; i < 500; i++) {
      const amount = Math.floor(random() * 10 ** (2 + Math.floor(random() * 7))) / 100;
      const typed = [showNumber(amount, 'reais'), `R$ ${showNumber(amount, 'reais')}`, String(amount)][i % 3];
      expect(numberProblem(typed, fee)).toBeUndefined();
      const reading = readNumber(typed, 'reais');
      expect(reading).toEqual({ ok: true, value: amount });
      if (i < 3) saved.push(amount);
    }
    for (const amount of saved) {
      expect(buildErrors(file, (t) => t.replace(/emolumento: 250\.00/, `emolumento: ${amount}`))).toEqual([]);
    }
    for (const typed of ['abc', '12,345', '1,2,3', '-5']) expect(numberProblem(typed, fee), typed).toBeDefined();
  });

  /** Every text field of a form with a rule of its own (a pattern: length, format), in groups and in a list's first item. */
  function ruledFields(fields: CmsField[], schema: z.ZodType, at: (string | number)[] = []): { path: (string | number)[]; field: CmsField; schema: z.ZodType }[] {
    const shape = shapeOf(schema);
    return fields.flatMap((field) => {
      const own = shape[field.name];
      if (!own) return [];
      if (field.widget === 'object' && field.fields) return ruledFields(field.fields, own, [...at, field.name]);
      const element = (coreOf(own)._zod.def as { element?: z.ZodType }).element;
      if (field.widget === 'list' && field.fields && element) return ruledFields(field.fields, element, [...at, field.name, 0]);
      return field.pattern && field.name !== 'title' ? [{ path: [...at, field.name], field, schema: own }] : [];
    });
  }
  /** Texts near a field's rule: its example, each one character longer and shorter, and random texts of every length up to past its limit. */
  function candidates(field: CmsField, example: string | undefined): string[] {
    const limit = Number(/\{\d+,(\d+)\}/.exec(field.pattern![0])?.[1] ?? 40);
    const random35 = (length: number) => Array.from({ length }, () => `${LETTERS}0123456789-./:@ABCZ`[Math.floor(random() * (LETTERS.length + 19))]).join('');
    const seeds = example ? [example, `${example}x`, example.slice(1), example.slice(0, -1), ` ${example}`, example.toUpperCase()] : [];
    return [...seeds, ...Array.from({ length: 60 }, () => random35(1 + Math.floor(random() * (limit + 10))).trim() || 'x')];
  }

  it.each(Object.keys(FORM_SCHEMAS).filter((id) => !['noticias', 'paginas'].includes(id)))(
    'form "%s": every text field with a rule takes what the build takes, and what the build refuses the form refuses before saving',
    (id) => {
      const [name, file] = id.split('/');
      const collection = config.collections.find((c) => c.name === name) as { fields?: CmsField[]; files?: { name: string; fields: CmsField[] }[] };
      const fields = file ? collection.files!.find((f) => f.name === file)!.fields : collection.fields!;
      const ruled = ruledFields(fields, FORM_SCHEMAS[id]);
      expect(ruled.length, id).toBeGreaterThan(0);
      for (const { path: where, field, schema } of ruled) {
        const example = helpOf(schema)?.exemplo.replace(/^\w+:\s*/, '').replace(/^"(.*)"$/, '$1');
        for (const value of candidates(field, example && !example.includes('\n') ? example : undefined)) {
          const build = schema.safeParse(value).success;
          const form = formTakes(field, value);
          // What the build takes, the form's own rule takes too: staff never meet a refusal the build would not make.
          if (build) expect(form, `${id} › ${where.join(' › ')} = ${JSON.stringify(value)}`).toBe(true);
          // What the build refuses, the form refuses: by its rule, or by the check before saving, with the build's words.
          if (!build && form && value.trim() === value) {
            const data = structuredClone(entryOf(id)) as Record<string, unknown>;
            let target = data;
            for (const key of where.slice(0, -1)) target = (target as Record<string | number, unknown>)[key] as Record<string, unknown>;
            target[where.at(-1)!] = value;
            expect(entryProblems(id, data, site.facts), `${id} › ${where.join(' › ')} = ${JSON.stringify(value)}`).toBeDefined();
          }
        }
      }
    },
  );
});

/** Today's file of a form, as the editor reads it. */
function entryOf(id: string): Record<string, unknown> {
  const file = { servicos: 'content/paginas/servicos/escrituras.mdx', duvidas: 'content/duvidas/custos-e-pagamentos.mdx' }[id]
    ?? (config.collections.find((c) => c.name === 'dados') as { files: { name: string; file: string }[] }).files.find((f) => `dados/${f.name}` === id)!.file;
  if (file.endsWith('.mdx')) return entry(file);
  return files.yaml(file)!.toJS() as Record<string, unknown>;
}
