/**
 * The editor's forms (/admin/, Decap CMS) are generated from the content schema (src/node/cms/config.ts):
 * a schema field without its form field, a rule the form does not carry, or a form that would refuse
 * today's content fails here.
 */
import { NEW_ENTRIES } from '../../src/shared/content/new-entries';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { backendConfig } from '../../src/node/cms/backend';
import { cmsConfig, FORM_SCHEMAS } from '../../src/node/cms/config';
import { KINDS } from '../../src/kinds/registry';
import { coreOf, type CmsField } from '../../src/node/cms/fields';
import { sampleLinks } from '../../src/node/cms/samples';
import { contentFiles } from '../../src/node/content/files';
import { fixText, helpOf } from '../../src/node/content/schema-walk';
import { officeSchema } from '../../src/shared/content/schema';
import { ONE_OR_MANY } from '../../src/admin/formats';
import { REQUIRED_IN_SOME_STATES } from '../../src/admin/optional-labels';

const files = contentFiles(path.resolve(__dirname, '../..'));
const config = cmsConfig(files);

interface Form { fields: CmsField[]; files: string[] }

/** The form of "collection" or "collection/file", and the content files it edits. */
function form(id: string): Form {
  const [name, file] = id.split('/');
  const collection = config.collections.find((c) => c.name === name) as Record<string, unknown> | undefined;
  if (!collection) throw new Error(`sem coleção "${name}"`);
  if (file) {
    const entry = (collection.files as { name: string; file: string; fields: CmsField[] }[]).find((f) => f.name === file)!;
    return { fields: entry.fields, files: [entry.file] };
  }
  const folder = String(collection.folder);
  const filter = collection.filter as { field: string; value: string } | undefined;
  const list = files.list(folder, '.mdx').filter((rel) => !rel.includes('/')).map((rel) => `${folder}/${rel}`)
    .filter((f) => !filter || files.mdx(f)?.data[filter.field] === filter.value);
  return { fields: (collection.fields as CmsField[]).filter((f) => f.name !== 'body'), files: list };
}

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; entries?: Record<string, string>; options?: z.ZodType[] };
const defOf = (schema: z.ZodType) => coreOf(schema)._zod.def as unknown as Def;

/** Every field of the schema, at every depth, against the form's; returns the mismatches found. */
function compare(schema: z.ZodType, fields: CmsField[], where: string, out: string[] = []): string[] {
  const shape = defOf(schema).shape ?? {};
  expect(fields.map((f) => f.name), `${where}: os campos do formulário`).toEqual(Object.keys(shape));
  for (const [name, field] of Object.entries(shape)) {
    const cms = fields.find((f) => f.name === name)!;
    const at = `${where} › ${name}`;
    const required = !field.safeParse(undefined).success;
    if (cms.required !== required && !(name === 'amostra' && schema === officeSchema)) out.push(`${at}: obrigatório ${required}, formulário ${cms.required}`);
    if (!cms.label) out.push(`${at}: sem rótulo`);
    const def = defOf(field);
    const values = (options: CmsField['options']) => JSON.stringify(options?.map((o) => (typeof o === 'string' ? o : o.value)));
    if (def.type === 'enum' && values(cms.options) !== JSON.stringify(Object.values(def.entries ?? {}))) out.push(`${at}: opções diferentes`);
    if (def.type === 'object') compare(field, cms.fields ?? [], at, out);
    if (def.type === 'array') {
      const item = defOf(def.element!);
      if (item.type === 'object') compare(def.element!, cms.fields ?? [], `${at} › [item]`, out);
      // A list of choices is one select that takes several (the days of a week group).
      else if (item.type === 'enum') {
        if (!cms.multiple || values(cms.options) !== JSON.stringify(Object.values(item.entries ?? {}))) out.push(`${at}: seleção múltipla diferente`);
      // A list of names picked from another file (a service's departments) is a select of several too.
      } else if (!cms.field && !(cms.widget === 'select' && cms.multiple && cms.options?.length)) out.push(`${at}: lista sem campo de item`);
    }
  }
  return out;
}

/** Each string in `data` checked against its form field's pattern; returns the values the form would refuse. */
function refused(fields: CmsField[], data: Record<string, unknown>, where: string, out: string[] = []): string[] {
  for (const field of fields) {
    const value = data[field.name];
    if (value === undefined || value === null) continue;
    const check = (f: CmsField, v: unknown, at: string) => {
      if (typeof v === 'string' && f.pattern && !new RegExp(f.pattern[0]).test(v)) out.push(`${at} = ${JSON.stringify(v)}: ${f.pattern[1]}`);
      const values = f.options?.map((o) => (typeof o === 'string' ? o : o.value));
      if (f.widget === 'select' && !f.multiple && !values?.includes(String(v))) out.push(`${at} = ${JSON.stringify(v)}: fora das opções`);
      if (f.fields && v && typeof v === 'object' && !Array.isArray(v)) refused(f.fields, v as Record<string, unknown>, at, out);
    };
    if (Array.isArray(value) && field.widget === 'list') {
      value.forEach((item, i) => (field.field ? check(field.field, item, `${where} › ${field.name}[${i}]`)
        : refused(field.fields ?? [], item as Record<string, unknown>, `${where} › ${field.name}[${i}]`, out)));
    } else {
      check(field, value, `${where} › ${field.name}`);
    }
  }
  return out;
}

const dataOf = (file: string) => (file.endsWith('.mdx') ? files.mdx(file)!.data : files.yaml(file)!.toJS()) as Record<string, unknown>;

describe('the editor forms come from the content schema', () => {
  it.each(Object.keys(FORM_SCHEMAS))('form "%s" has every field of the schema, with its rules', (id) => {
    expect(compare(FORM_SCHEMAS[id], form(id).fields, id)).toEqual([]);
  });

  it.each(KINDS.map((kind) => [kind.name, kind] as const))('page kind "%s" has its own form, with every field of its schema', (name, kind) => {
    const collection = config.collections.find((c) => c.name === kind.editor.form.name);
    expect(collection, `o tipo "${name}" não tem formulário no editor`).toBeDefined();
    const shape = defOf(kind.schema).shape!;
    const fields = (collection as { fields: CmsField[] }).fields.filter((f) => f.name in shape);
    expect(Object.keys(shape).filter((n) => !fields.some((f) => f.name === n)), `o formulário do tipo "${name}" não tem estes campos`).toEqual([]);
    // `layout` is a hidden field in a form kinds share; its kind's value is checked on save (src/admin/validate.ts).
    const { layout: _layout, ...own } = shape;
    expect(compare(z.strictObject(own), fields.filter((f) => f.name !== 'layout'), `tipo ${name}`)).toEqual([]);
  });

  it.each(Object.keys(FORM_SCHEMAS))('form "%s" accepts the content as it is today', (id) => {
    const { fields, files: list } = form(id);
    expect(list.length).toBeGreaterThan(0);
    expect(list.flatMap((file) => refused(fields, dataOf(file), file))).toEqual([]);
  });

  it('a phone or CNPJ in the wrong format is refused with the fix the build report gives', () => {
    const office = form('dados/cartorio').fields;
    for (const [name, bad] of [['telefone', '(96) 3222-0000'], ['cnpj', '00000000000100']] as const) {
      const field = office.find((f) => f.name === name)!;
      const [source, message] = field.pattern!;
      expect(new RegExp(source).test(bad), `${name} aceita ${bad}`).toBe(false);
      const help = helpOf(defOf(officeSchema).shape![name])!;
      expect(message).toContain(fixText(help));
    }
    const title = form('servicos').fields.find((f) => f.name === 'title')!;
    // The tab shows "<title> | Cartório 1º Ofício": 70 characters in all (src/shared/title.ts).
    expect(new RegExp(title.pattern![0]).test('x'.repeat(49))).toBe(true);
    expect(new RegExp(title.pattern![0]).test('x'.repeat(50))).toBe(false);
    expect(title.pattern![1]).toBe('Longo demais. Até 49 caracteres: a aba do navegador mostra o título seguido de " | Cartório 1º Ofício", e os buscadores cortam depois de 70.');
  });

  it('the office form lists the sample fields as ticks, one per field still to confirm', () => {
    const amostra = form('dados/cartorio').fields.find((f) => f.name === 'amostra')!;
    expect(amostra).toMatchObject({ widget: 'select', multiple: true });
    const values = amostra.options!.map((o) => (typeof o === 'string' ? o : o.value));
    expect(values).toEqual(Object.keys(defOf(officeSchema).shape!).filter((n) => n !== 'amostra'));
    expect(amostra.options).toContainEqual({ label: 'Horário de atendimento', value: 'horario' });
  });

  it('the list of sample data names each item as its form does, with the form\'s address', () => {
    const links = sampleLinks(files, config);
    expect(links.find((l) => l.file === 'content/office.yml')).toMatchObject({
      title: 'Cartório: endereço, telefones, horário, departamentos', href: '#/collections/dados/entries/cartorio',
    });
    expect(links.find((l) => l.file === 'content/office.yml')!.fields).toContain('Horário de atendimento');
    // A fact's field is labelled with the fact's own name, as the form shows it.
    expect(links.find((l) => l.file === 'content/fatos/institucional.yml')).toMatchObject({
      title: 'Fatos: institucional', href: '#/collections/fatos/entries/institucional', fields: expect.arrayContaining(['Certificacao lgpd', 'Valor do ato']),
    });
  });

  it('every shared facts file and every synonym group has its form, which ends with the list that adds new ones', () => {
    const facts = config.collections.find((c) => c.name === 'fatos') as { files: { file: string; fields: CmsField[] }[] };
    expect(facts.files.map((f) => f.file)).toEqual(files.list('content/fatos', '.yml').map((rel) => `content/fatos/${rel}`));
    for (const { file, fields } of facts.files) {
      const data = dataOf(file);
      const names = Object.keys(data).filter((n) => n !== 'amostra');
      if (!('amostra' in data)) {
        expect(fields.map((f) => f.name)).toEqual([...names, NEW_ENTRIES]);
        continue;
      }
      // One text per fact, new facts, then the facts still to confirm as ticks (unticking one confirms it).
      expect(fields.map((f) => f.name)).toEqual([...names, NEW_ENTRIES, 'amostra']);
      // Each tick says which fact in the words its field is labelled with.
      const labels = new Map(fields.map((f) => [f.name, f.label]));
      expect(fields.at(-1)).toMatchObject({ widget: 'select', multiple: true, required: false, options: names.map((n) => ({ label: labels.get(n), value: n })) });
    }
    const institutional = facts.files.find((f) => f.file === 'content/fatos/institucional.yml')!.fields;
    expect(institutional.at(-1)!.name).toBe('amostra');
    // A fact is labelled in words, not by its name, which the hint gives as the page text writes it.
    expect(institutional.find((f) => f.name === 'valorDoAto')).toMatchObject({ label: 'Valor do ato', hint: 'Usado no texto como {{fatos.valorDoAto}}.' });
    expect(form('dados/sinonimos').fields.map((f) => f.name)).toEqual([...Object.keys(dataOf('content/busca/sinonimos.yml')), NEW_ENTRIES]);
    expect(form('dados/expressoes').fields.map((f) => f.name)).toEqual([...Object.keys(dataOf('content/busca/expressoes.yml')), NEW_ENTRIES]);
    // A new expression group is named after a page, as the build requires.
    const newExpressions = form('dados/expressoes').fields.find((f) => f.name === NEW_ENTRIES)!;
    expect(newExpressions.hint).toContain('título ou uma palavra-chave da página');
    expect(newExpressions.fields![0].label).toBe('Nome do ato (título ou palavra-chave da página)');
    const newFact = facts.files[0].fields.find((f) => f.name === NEW_ENTRIES)!;
    expect(newFact.fields!.map((f) => f.name)).toEqual(['nome', 'texto']);
    expect(new RegExp(newFact.fields![0].pattern![0]).test('prazo certidão')).toBe(false);
    expect(new RegExp(newFact.fields![0].pattern![0]).test('prazoCertidao')).toBe(true);
  });

  it('the menu picks each item\'s page from the site\'s pages, by title and address (hidden pages left out)', () => {
    const item = form('dados/menu').fields.find((f) => f.name === 'itens')!.fields!;
    const page = item.find((f) => f.name === 'endereco')!;
    expect(page.widget).toBe('select');
    expect(page.options).toContainEqual({ label: 'Serviços Online (/servicos-online)', value: '/servicos-online' });
    expect(page.options).toContainEqual({ label: 'Escrituras Públicas (/servicos/escrituras)', value: '/servicos/escrituras' });
    const values = page.options!.map((o) => (typeof o === 'string' ? o : o.value));
    expect(values).not.toContain('/404');
    expect(values).not.toContain('/offline');
  });

  it('a folded list item is summarised by its name, not its id: acts by the act, departments and menu items by their name', () => {
    const list = (id: string, name: string) => form(id).fields.find((f) => f.name === name)!;
    expect(list('dados/tabela-emolumentos', 'tabela').summary).toBe('{{fields.ato}}');
    expect(list('dados/cartorio', 'departamentos').summary).toBe('{{fields.nome}}');
    expect(list('servicos', 'etapas').summary).toBe('{{fields.titulo}}');
    // No name-like field: the first one (a document group by its title).
    expect(list('servicos', 'documentos').summary).toBe('{{fields.grupo}}');
    // The FAQ's categories are listed by their title (each file holds its questions in the text).
    expect(config.collections.find((c) => c.name === 'duvidas')).toMatchObject({ summary: '{{titulo}}' });
  });

  it('a field required only in some states says when in its hint, which the editor reads to drop "(opcional)"', () => {
    const field = (fields: CmsField[], ...path: string[]): CmsField => {
      const found = fields.find((f) => f.name === path[0])!;
      return path.length === 1 ? found : field(found.fields ?? [], ...path.slice(1));
    };
    const summary = field(form('servicos').fields, 'prazoResumo');
    expect(summary.required).toBe(false);
    expect(summary.hint).toMatch(/^Obrigatório, menos em página em construção\. /);
    const amount = field(form('dados/prazos').fields, 'prazos', 'tipos', 'prazo');
    expect(amount.hint).toMatch(/^Preencha um destes dois: "Prazo \(um número só\)" ou "Até"\. /);
    expect(field(form('dados/tabela-emolumentos').fields, 'tabela', 'unidade').hint).toMatch(/^Obrigatório, menos em ato gratuito\./);
    for (const hint of [summary.hint, amount.hint]) expect(hint).toMatch(REQUIRED_IN_SOME_STATES);
    // A field that is simply optional keeps Decap's "(opcional)".
    expect(field(form('servicos').fields, 'custoResumo').hint ?? '').not.toMatch(REQUIRED_IN_SOME_STATES);
  });

  it('the fields the schema takes as one value or a list are the ones the editor reads as lists', () => {
    const oneOrMany = new Set<string>();
    for (const schema of Object.values(FORM_SCHEMAS)) {
      for (const [name, field] of Object.entries(defOf(schema).shape ?? {})) {
        let node = field as unknown as { _zod: { def: { type: string; innerType?: unknown; in?: { _zod: { def: { type: string } } } } } };
        while (node._zod.def.innerType) node = node._zod.def.innerType as typeof node;
        if (node._zod.def.type === 'pipe' && node._zod.def.in?._zod.def.type === 'transform') oneOrMany.add(name);
      }
    }
    expect([...oneOrMany]).toEqual(ONE_OR_MANY);
  });
});

describe('the published editor signs in at the office\'s git host', () => {
  it('GitLab with PKCE by default (no server of the office\'s own), from the build\'s environment', () => {
    expect(backendConfig({ CMS_REPO: 'cartorio/site', CMS_APP_ID: 'abc' })).toMatchObject({
      name: 'gitlab', repo: 'cartorio/site', branch: 'main', auth_type: 'pkce', app_id: 'abc',
    });
    expect(cmsConfig(files, { env: { CMS_BACKEND: 'gitea', CMS_REPO: 'c/s', CMS_APP_ID: 'x', CMS_API_ROOT: 'https://codeberg.org/api/v1' } }).backend)
      .toMatchObject({ name: 'gitea', repo: 'c/s', branch: 'main', app_id: 'x', api_root: 'https://codeberg.org/api/v1' });
    expect(() => backendConfig({ CMS_BACKEND: 'svn' })).toThrow('use gitlab, gitea ou github');
  });

  it('drafts go through review (editorial workflow); on this computer the local editor answers', () => {
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(cmsConfig(files, { localBackendUrl: 'http://127.0.0.1:9/api/v1' }).local_backend).toEqual({ url: 'http://127.0.0.1:9/api/v1' });
  });
});
