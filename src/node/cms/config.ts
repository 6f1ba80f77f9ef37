/** The Decap CMS configuration, generated from the content schema so forms, checks and guide share one source. */
import type { z } from 'zod';
import { FORM_SCHEMAS, RICH_TEXT_FORMS } from '../../shared/content/form-schemas.ts';
import type { ContentFiles } from '../content/files.ts';
import { routeForPageFile } from '../content/load.ts';
import { backendConfig, type Env } from './backend.ts';
import { fieldsOf, type CmsField } from './fields.ts';
import { labelOf } from '../../shared/content/field-labels.ts';
import { NEW_ENTRIES } from '../../shared/content/new-entries.ts';
import { DEADLINES_FILE, FACT_NAME, FACT_NAME_RULE, MENU_FILE } from '../../shared/content/schema/index.ts';
import { titleRoom, titleRule } from '../../shared/title.ts';
import type { EditorForm } from '../../kinds/kind.ts';
import { kindOfEntry, PAGE_FORMS } from '../../kinds/registry.ts';

/** Formats registered by the admin page: they keep the files' comments and quoting. */
export const YAML_FORMAT = 'yaml-preservado';
export const FRONTMATTER_FORMAT = 'frontmatter-preservado';

export interface CmsConfigOptions {
  localBackendUrl?: string;
  env?: Env;
}

const body: CmsField = {
  // Decap's own preview (forms without a site preview) drops any HTML that could run.
  name: 'body', label: 'Texto da página', widget: 'markdown', modes: ['raw'], sanitize_preview: true,
  hint: 'O texto. Os blocos entre < e > (como o de um aviso) e os fatos compartilhados entre chaves duplas ficam como estão: a prévia ao lado os mostra como o site.',
};

/**
 * FAQ and service text in the rich-text editor; blocks left alone keep the file's spelling. Other pages
 * keep the text box: their layouts would not survive the rich-text editor.
 */
const richBody = (components: readonly string[]): CmsField => ({
  ...body,
  modes: ['rich_text', 'raw'],
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list'],
  editor_components: [...components],
  hint: 'O texto. Use a barra acima para negrito, listas e links, e o botão + para inserir '
    + `${components.includes('pergunta') ? 'uma pergunta ou ' : ''}um aviso. Os fatos compartilhados entre chaves duplas ficam como estão: a prévia ao lado os mostra como o site.`,
});

/** `amostra` becomes ticks, one per field still to confirm. */
function officeFields(): CmsField[] {
  const fields = fieldsOf(FORM_SCHEMAS['dados/cartorio']);
  const names = fields.map((f) => f.name).filter((n) => n !== 'amostra');
  return fields.map((field) => (field.name !== 'amostra' ? field : {
    ...field, widget: 'select', multiple: true, required: false, options: names.map((value) => ({ label: labelOf(value), value })),
    hint: 'Os campos que ainda são de exemplo. Ao conferir um campo com o dado oficial, tire-o desta lista; a publicação só é feita quando ela estiver vazia.',
  }));
}

const FILE_ADDRESS = /^\/documentos\/[^\s]+\.[a-z0-9]{2,5}$/i;

/** One field per entry; a fact labelled in words, its name in the hint. */
function entryFields(data: Record<string, unknown>, list: boolean): CmsField[] {
  return Object.keys(data).map((key) => (list
    ? { name: key, label: key, widget: 'list', required: true, min: 1, field: { name: key, label: key, widget: 'string', required: true } }
    : FILE_ADDRESS.test(String(data[key]))
      ? { name: key, label: labelOf(key), widget: 'file', required: true, choose_url: false, hint: `O arquivo (envie ou escolha em Mídia). Usado no texto como {{fatos.${key}}}.` }
      : { name: key, label: labelOf(key), widget: 'text', required: true, hint: `Usado no texto como {{fatos.${key}}}.` }));
}

/** A new group of search words: synonyms under their main word, or expressions under the act they mean. */
const NEW_GROUPS = {
  synonyms: {
    hint: 'Para um grupo novo: a palavra principal e, abaixo, as variações que as pessoas escrevem. Cada palavra só pode estar em um grupo. Depois de publicar, o grupo aparece acima com os outros.',
    name: 'Palavra principal',
  },
  expressions: {
    hint: 'Para um grupo novo: o nome do ato, escrito como o título ou uma palavra-chave da página que responde (ex.: escritura de doação), e, abaixo, as frases que as pessoas escrevem, de duas palavras ou mais. Depois de publicar, o grupo aparece acima com os outros.',
    name: 'Nome do ato (título ou palavra-chave da página)',
  },
};

function newEntriesField(list: boolean, group = NEW_GROUPS.synonyms): CmsField {
  return list
    ? {
      name: NEW_ENTRIES, label: 'Novos grupos', label_singular: 'grupo', widget: 'list', required: false, summary: '{{fields.nome}}',
      hint: group.hint,
      fields: [
        { name: 'nome', label: group.name, widget: 'string', required: true },
        { name: 'variacoes', label: 'Variações', widget: 'list', required: true, min: 1, field: { name: 'variacao', label: 'Variação', widget: 'string', required: true } },
      ],
    }
    : {
      name: NEW_ENTRIES, label: 'Novos fatos', label_singular: 'fato', widget: 'list', required: false, summary: '{{fields.nome}}',
      hint: 'Para um fato novo: o nome, uma palavra só com letras sem acento (ex.: prazoCertidao), e o texto. Depois de publicar, use-o no texto das páginas como {{fatos.nome}}; ele aparece acima com os outros.',
      fields: [
        {
          name: 'nome', label: 'Nome do fato', widget: 'string', required: true,
          pattern: [FACT_NAME.source, `Use ${FACT_NAME_RULE}.`],
        },
        { name: 'texto', label: 'Texto', widget: 'text', required: true },
      ],
    };
}

/** `amostra` only where the file has the list, so saving another file unchanged adds nothing to it. */
function factsFields(data: Record<string, unknown>): CmsField[] {
  const { amostra: toConfirm, ...facts } = data;
  const names = Object.keys(facts);
  if (toConfirm === undefined || toConfirm === false) return [...entryFields(facts, false), newEntriesField(false)];
  return [
    ...entryFields(facts, false),
    newEntriesField(false),
    {
      name: 'amostra', label: 'Fatos a confirmar', widget: 'select', multiple: true, required: false,
      options: names.map((value) => ({ label: labelOf(value), value })),
      hint: 'Os fatos deste arquivo que a direção ainda precisa confirmar. Ao confirmar um texto, tire-o desta lista; a publicação só é feita quando ela estiver vazia.',
    },
  ];
}

const yamlData = (files: ContentFiles, file: string): Record<string, unknown> => {
  const data: unknown = files.yaml(file)?.toJS();
  return data && typeof data === 'object' && !Array.isArray(data) ? data as Record<string, unknown> : {};
};

const mdxCollection = (name: string, label: string, singular: string, folder: string, fields: CmsField[], extra: Record<string, unknown> = {}, text = body) => ({
  name, label, label_singular: singular, folder, extension: 'mdx', format: FRONTMATTER_FORMAT,
  create: true, slug: '{{slug}}', fields: [...fields, text], ...extra,
});

function pageCollection(files: ContentFiles, form: EditorForm) {
  const kind = kindOfEntry(form.name, {});
  return mdxCollection(form.name, form.label, form.singular, form.folder, pageFields(files, FORM_SCHEMAS[form.name]), {
    ...(form.byLayout && { filter: { field: 'layout', value: kind.name } }),
    ...(form.sortable && { sortable_fields: form.sortable }),
    ...(form.summary && { summary: form.summary }),
    ...(form.create === false && { create: false, delete: false }),
  }, form.richText ? richBody(form.richText) : body);
}

/** With the rules the build checks across files, so the form cannot write what the build refuses. */
function pageFields(files: ContentFiles, schema: z.ZodType): CmsField[] {
  const office = yamlData(files, 'content/office.yml') as { nome?: unknown; nomeCurto?: unknown; departamentos?: { nome?: unknown }[] };
  const names = typeof office.nome === 'string' && typeof office.nomeCurto === 'string' ? { nome: office.nome, nomeCurto: office.nomeCurto } : undefined;
  const departments = (office.departamentos ?? []).map((d) => d.nome).filter((n): n is string => typeof n === 'string');
  const platformFile = yamlData(files, 'content/plataformas.yml') as { categorias?: { servicos?: { nome?: unknown }[] }[] };
  const platforms = (platformFile.categorias ?? []).flatMap((c) => c.servicos ?? []).map((p) => p.nome)
    .filter((n): n is string => typeof n === 'string' && !n.includes('{{'));
  return fieldsOf(schema).map(pageField);
  function pageField(field: CmsField): CmsField {
    if (field.name === 'title' && names) {
      const room = titleRoom(names);
      return { ...field, hint: titleRule(names), pattern: [`^[\\s\\S]{1,${room}}$`, `Longo demais. ${titleRule(names)}`] as [string, string] };
    }
    if (field.name === 'departamento' && departments.length) {
      const { field: _item, ...list } = field;
      return { ...list, widget: 'select', multiple: true, options: departments.map((value) => ({ label: value, value })) };
    }
    if (field.name === 'comoFazer' && platforms.length) {
      const pick = (sub: CmsField): CmsField => (sub.name === 'plataforma'
        ? { ...sub, widget: 'select', options: platforms.map((value) => ({ label: value, value })) }
        : sub);
      return { ...field, ...(field.fields ? { fields: field.fields.map(pick) } : {}) };
    }
    return field;
  }
}

function frontmatterOf(files: ContentFiles, file: string): Record<string, unknown> {
  try {
    return files.mdx(file)?.data ?? {};
  } catch {
    return {};
  }
}

/** A menu item's page is picked from the visible pages. */
function menuFields(files: ContentFiles): CmsField[] {
  const pages = files.list('content/paginas', '.mdx')
    .map((rel) => ({ route: routeForPageFile(rel), data: frontmatterOf(files, `content/paginas/${rel}`) }))
    .filter(({ data }) => data.oculta !== true)
    .map(({ route, data }) => ({ label: `${typeof data.title === 'string' ? data.title : route} (${route})`, value: route }))
    .sort((a, b) => a.value.localeCompare(b.value));
  const pick = (field: CmsField): CmsField => (field.name === 'endereco'
    ? { name: field.name, label: 'Página', widget: 'select', required: true, options: pages, hint: 'A página que o item abre.' }
    : { ...field, ...(field.fields ? { fields: field.fields.map(pick) } : {}) });
  return fieldsOf(FORM_SCHEMAS['dados/menu']).map(pick);
}

export function cmsConfig(files: ContentFiles, options: CmsConfigOptions = {}) {
  const facts = files.list('content/fatos', '.yml');
  return {
    locale: 'pt',
    // Production: the office's git host; on this computer `npm run editor` answers instead, with no account.
    backend: backendConfig(options.env ?? process.env),
    local_backend: options.localBackendUrl ? { url: options.localBackendUrl } : true,
    publish_mode: 'editorial_workflow',
    media_folder: 'public/documentos',
    public_folder: '/documentos',
    site_url: '/',
    display_url: '/',
    // No "Ver em Produção" link: Decap builds it before a data file's entry has loaded and fails.
    show_preview_links: false,
    search: false,
    // New files' names become addresses: plain letters, no accents.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      ...PAGE_FORMS.map((form) => pageCollection(files, form)),
      mdxCollection('duvidas', 'Dúvidas frequentes', 'Assunto', 'content/duvidas', fieldsOf(FORM_SCHEMAS.duvidas), {
        identifier_field: 'titulo', summary: '{{titulo}}', sortable_fields: ['ordem', 'titulo'],
      }, richBody(RICH_TEXT_FORMS.duvidas)),
      {
        name: 'dados', label: 'Dados do cartório', format: YAML_FORMAT, extension: 'yml', delete: false,
        files: [
          { name: 'cartorio', label: 'Cartório: endereço, telefones, horário, departamentos', file: 'content/office.yml', fields: officeFields() },
          { name: 'tabela-emolumentos', label: 'Tabela de emolumentos (valores dos atos)', file: 'content/tabela-emolumentos.yml', fields: fieldsOf(FORM_SCHEMAS['dados/tabela-emolumentos']) },
          { name: 'feriados', label: 'Feriados e fechamentos', file: 'content/feriados.yml', fields: fieldsOf(FORM_SCHEMAS['dados/feriados']) },
          { name: 'prazos', label: 'Prazos dos serviços (números)', file: DEADLINES_FILE, fields: fieldsOf(FORM_SCHEMAS['dados/prazos']) },
          { name: 'glossario', label: 'Glossário: palavras explicadas', file: 'content/glossario.yml', fields: fieldsOf(FORM_SCHEMAS['dados/glossario']) },
          { name: 'plataformas', label: 'Plataformas online', file: 'content/plataformas.yml', fields: fieldsOf(FORM_SCHEMAS['dados/plataformas']) },
          { name: 'menu', label: 'Menu principal do site', file: MENU_FILE, fields: menuFields(files) },
          { name: 'emolumentos', label: 'Emolumentos: números do cartório', file: 'content/emolumentos.yml', fields: fieldsOf(FORM_SCHEMAS['dados/emolumentos']) },
          {
            name: 'sinonimos', label: 'Sinônimos da busca', file: 'content/busca/sinonimos.yml',
            fields: [...entryFields(yamlData(files, 'content/busca/sinonimos.yml'), true), newEntriesField(true)],
          },
          {
            name: 'expressoes', label: 'Expressões do dia a dia na busca', file: 'content/busca/expressoes.yml',
            fields: [...entryFields(yamlData(files, 'content/busca/expressoes.yml'), true), newEntriesField(true, NEW_GROUPS.expressions)],
          },
        ],
      },
      {
        name: 'fatos', label: 'Fatos compartilhados', format: YAML_FORMAT, extension: 'yml', delete: false,
        files: facts.map((rel) => ({
          name: rel.replace(/\.yml$/, ''), label: `Fatos: ${rel.replace(/\.yml$/, '')}`, file: `content/fatos/${rel}`,
          fields: factsFields(yamlData(files, `content/fatos/${rel}`)),
        })),
      },
    ],
  };
}

export { FORM_SCHEMAS };

export type CmsConfig = ReturnType<typeof cmsConfig>;

/** JSON is YAML, and needs no YAML writer. */
export const cmsConfigText = (files: ContentFiles, options?: CmsConfigOptions) => `${JSON.stringify(cmsConfig(files, options), null, 2)}\n`;
