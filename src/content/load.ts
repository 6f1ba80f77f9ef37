/**
 * Reads every file under content/, validates it against the schema, fills in {{facts}} and checks
 * internal links. Runs in Node at build time (Vite plugin, prerender, search index, tests).
 * Never throws on an editor's mistake: every problem becomes a ContentError with file, line and fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import YAML from 'yaml';
import type { z } from 'zod';
import {
  FIELD_EXAMPLES, factsSchema, faqFrontmatter, feesSchema, feeTableSchema, newsFrontmatter, officeSchema, platformsSchema,
  routedFrontmatter, synonymsSchema, holidaysSchema,
  type FaqFrontmatter, type Fees, type Holidays, type NewsFrontmatter, type Office, type Platforms, type RoutedFrontmatter, type Synonyms,
} from './schema.ts';
import { buildFactMap, interpolate, interpolateDeep, PLACEHOLDER, type FactMap } from './facts.ts';
import { findInternalLinks, closestRoute, splitHref } from './links.ts';
import { checkMdx } from './mdx-syntax.ts';
import { pageDates, type IsoDate } from './dates.ts';
import { closureFacts, HOLIDAYS_FILE, NO_HOLIDAYS } from './holidays.ts';
import { isTimeZone } from '../lib/office-status.ts';
import { buildFeeTable, FEE_TABLE_FILE, type FeeTable } from './fee-table.ts';
import { offeredHere } from './attributions.ts';
import { documentTitle, MAX_TITLE_LENGTH } from '../head/title.ts';
import { acceptedKeys } from './schema-keys.ts';
import { findSamples, type SampleFile } from './samples.ts';

export interface ContentError {
  file: string;
  line?: number;
  column?: number;
  field?: string;
  message: string;
  fix?: string;
}

interface MdxFile<F> {
  /** Path relative to the project root, e.g. "content/paginas/cartorio.mdx". */
  file: string;
  frontmatter: F;
  /** MDX body with {{facts}} filled in. */
  body: string;
  /** Line in the file where the body starts (1-based). */
  bodyLine: number;
}

export interface RoutedPage extends MdxFile<RoutedFrontmatter> { route: string }
export interface NewsItem extends MdxFile<NewsFrontmatter> { route: string; slug: string }
export interface FaqCategory extends MdxFile<FaqFrontmatter> { slug: string }

export interface SiteContent {
  office: Office;
  facts: FactMap;
  pages: RoutedPage[];
  news: NewsItem[];
  faq: FaqCategory[];
  fees: Fees;
  /** Per-act prices (content/tabela-emolumentos.yml), totals computed, grouped by service page: src/content/fee-table.ts. */
  feeTable: FeeTable;
  platforms: Platforms;
  /** Search synonym groups (content/busca/sinonimos.yml; optional). */
  synonyms: Synonyms;
  /** Route → the day the page last changed ("Atualizado em", sitemap lastmod): src/content/dates.ts. */
  updated: Record<string, IsoDate>;
  /** Closures the office status adds to the national holidays (content/feriados.yml; optional). */
  holidays: Holidays;
  /** Files still marked `amostra` (src/content/samples.ts): the notice, the build warning, `--publicar`. */
  samples: SampleFile[];
  errors: ContentError[];
}

/** Routes that are not content files but exist on the built site. */
export const APP_ROUTES = ['/sitemap.xml', '/robots.txt'];

export const NOT_FOUND_ROUTE = '/404';

export const SYNONYMS_FILE = 'content/busca/sinonimos.yml';

/** FAQ categories write their questions as <Question> (provided by the FAQ list, not the shared map). */
const FAQ_COMPONENTS = ['Question'] as const;

const yamlEngine = { parse: (s: string) => YAML.parse(s) as object, stringify: (o: object) => YAML.stringify(o) };

/** content/paginas/servicos/index.mdx → /servicos; content/paginas/index.mdx → / */
export function routeForPageFile(relativeToPages: string): string {
  const noExt = relativeToPages.replace(/\\/g, '/').replace(/\.mdx$/, '');
  const route = `/${noExt}`.replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

function listMdx(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => f.replace(/\\/g, '/'))
    .sort();
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Line (1-based, in the whole file) of the YAML node at `fieldPath`, or of the frontmatter start. */
function lineOfField(yamlText: string, fieldPath: PropertyKey[], yamlStartLine: number): number {
  try {
    const doc = YAML.parseDocument(yamlText);
    for (let depth = fieldPath.length; depth > 0; depth--) {
      const node = doc.getIn(fieldPath.slice(0, depth) as (string | number)[], true) as { range?: [number] } | undefined;
      if (node && typeof node === 'object' && node.range) return yamlStartLine + lineOf(yamlText, node.range[0]) - 1;
    }
  } catch {
    /* the YAML error itself is reported elsewhere */
  }
  return yamlStartLine;
}

function describePath(fieldPath: PropertyKey[]): string {
  return fieldPath.map((p) => (typeof p === 'number' ? `[${p + 1}º item]` : String(p))).join(' › ');
}

function valueAt(data: unknown, fieldPath: PropertyKey[]): unknown {
  return fieldPath.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined), data);
}

/** Turns zod issues into messages an editor can act on, in Portuguese. */
function zodErrors(file: string, schema: z.ZodType, error: z.ZodError, data: unknown, yamlText: string, yamlStartLine: number): ContentError[] {
  return error.issues.map((issue) => {
    const fieldPath = issue.path;
    const topField = String(fieldPath.find((p) => typeof p === 'string') ?? '');
    const lastField = String([...fieldPath].reverse().find((p) => typeof p === 'string') ?? topField);
    const field = describePath(fieldPath);
    const fix = FIELD_EXAMPLES[lastField] ?? FIELD_EXAMPLES[topField];
    const line = lineOfField(yamlText, fieldPath, yamlStartLine);
    let message: string;
    switch (issue.code) {
      case 'invalid_type':
        message = valueAt(data, fieldPath) === undefined
          ? `falta o campo obrigatório "${field}".`
          : `o campo "${field}" deveria ser ${typeName(issue.expected)}, mas está escrito como ${describeValue(valueAt(data, fieldPath))}.`;
        break;
      case 'unrecognized_keys':
        return {
          file, field: issue.keys.join(', '),
          line: lineOfField(yamlText, [...fieldPath, issue.keys[0]], yamlStartLine),
          message: `campo desconhecido ${issue.keys.map((k) => `"${k}"`).join(', ')}${field ? ` dentro de "${field}"` : ''}. Verifique a grafia ou remova a linha.`,
          fix: `Campos aceitos aqui: ${acceptedKeys(schema, fieldPath, data).map((k) => `"${k}"`).join(', ') || 'veja o guia de conteúdo (content/README.md)'}.`,
        };
      case 'too_small':
        message = issue.origin === 'array'
          ? `a lista "${field}" precisa de pelo menos ${String(issue.minimum)} item(ns).`
          : issue.origin === 'string'
            ? (Number(issue.minimum) <= 1 ? `o campo "${field}" está vazio.` : `o campo "${field}" é curto demais: escreva pelo menos ${String(issue.minimum)} caracteres.`)
            : `o valor de "${field}" é pequeno demais (mínimo ${String(issue.minimum)}).`;
        break;
      case 'too_big':
        message = issue.origin === 'string'
          ? `o campo "${field}" é longo demais: use no máximo ${String(issue.maximum)} caracteres.`
          : `"${field}" passou do limite de ${String(issue.maximum)}.`;
        break;
      case 'invalid_value':
        message = `o valor de "${field}" não é aceito. Use um destes: ${issue.values.map(String).join(', ')}.`;
        break;
      case 'invalid_union':
        message = `o campo "${field || 'layout'}" não corresponde a nenhum tipo de página conhecido.`;
        break;
      case 'invalid_format':
        message = `o campo "${field}" não está no formato esperado.`;
        break;
      case 'custom':
        // Our own rules (schema.ts) already say what is wrong, in Portuguese; the report adds the field.
        message = `${issue.message}.`;
        break;
      default:
        message = `o campo "${field}" tem um valor inválido (${issue.message}).`;
    }
    return { file, line, field, message, fix };
  });
}

function typeName(expected: string): string {
  return ({ string: 'um texto', number: 'um número', boolean: 'true ou false', array: 'uma lista (linhas começando com "- ")', object: 'um grupo de campos' } as Record<string, string>)[expected] ?? expected;
}

function describeValue(v: unknown): string {
  if (Array.isArray(v)) return 'uma lista';
  if (v === null) return 'vazio';
  return typeName(typeof v);
}

interface ParsedFile { data: unknown; body: string; yamlText: string; bodyLine: number }

function parseMdx(root: string, file: string, errors: ContentError[]): ParsedFile | undefined {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  if (!source.startsWith('---')) {
    errors.push({ file, line: 1, message: 'o arquivo não começa com o cabeçalho (frontmatter) entre linhas "---".', fix: '---\ntitle: "Título da página"\ndescription: "..."\nkeywords:\n  - palavra\n---' });
    return undefined;
  }
  try {
    const parsed = matter(source, { engines: { yaml: yamlEngine } });
    const yamlText = parsed.matter.replace(/^\r?\n/, '');
    const bodyLine = lineOf(source, source.length - parsed.content.length);
    return { data: parsed.data, body: parsed.content, yamlText, bodyLine };
  } catch (e) {
    const err = e as { linePos?: [{ line: number }]; message: string };
    const line = err.linePos?.[0]?.line;
    errors.push({
      // The YAML text starts right after the opening "---", so its line numbers are the file's.
      file, line: line ?? 2,
      message: `o cabeçalho (frontmatter) tem um erro de escrita YAML: ${err.message.split('\n')[0]}`,
      fix: 'Confira os dois-pontos depois de cada campo, o recuo dos itens de lista ("  - ") e as aspas dos textos com ":".',
    });
    return undefined;
  }
}

function loadMdx<S extends z.ZodType>(
  root: string, file: string, schema: S, facts: FactMap, errors: ContentError[], extraComponents: readonly string[] = [],
): MdxFile<z.infer<S>> | undefined {
  const parsed = parseMdx(root, file, errors);
  if (!parsed) return undefined;
  // Syntax first: a page whose MDX cannot be read would only add confusing errors after this one.
  const syntax = checkMdx({ file, body: parsed.body, bodyLine: parsed.bodyLine, extraComponents });
  if (syntax.length) {
    errors.push(...syntax);
    return undefined;
  }
  const data = interpolateDeep(parsed.data, facts, (name, fieldPath) =>
    errors.push(unknownFact(file, name, lineOfField(parsed.yamlText, fieldPath, 2), describePath(fieldPath), facts)));
  const result = schema.safeParse(data);
  if (!result.success) {
    errors.push(...zodErrors(file, schema, result.error, data, parsed.yamlText, 2));
    return undefined;
  }
  const body = interpolate(parsed.body, facts, (name, index) =>
    errors.push(unknownFact(file, name, parsed.bodyLine + lineOf(parsed.body, index) - 1, undefined, facts)));
  return { file, frontmatter: result.data, body, bodyLine: parsed.bodyLine };
}

function unknownFact(file: string, name: string, line: number, field: string | undefined, facts: FactMap): ContentError {
  const prefix = name.split('.')[0];
  const known = Object.keys(facts).filter((k) => k.startsWith(`${prefix}.`));
  return {
    file, line, field,
    message: `o fato "{{${name}}}" não existe.`,
    fix: known.length
      ? `Use um dos fatos definidos (content/fatos/*.yml e content/office.yml): ${known.map((k) => `{{${k}}}`).join(', ')}`
      : 'Os fatos começam com "cartorio." (content/office.yml) ou "fatos." (content/fatos/*.yml).',
  };
}

/** `facts`: fill {{cartorio.x}} / {{fatos.x}} in the file's strings before validating (e.g. an address kept in office.yml). */
function loadYaml<S extends z.ZodType>(root: string, file: string, schema: S, errors: ContentError[], facts?: FactMap): z.infer<S> | undefined {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) {
    errors.push({ file, message: 'o arquivo de dados não existe.', fix: 'Restaure o arquivo a partir do histórico (git) ou do guia de conteúdo.' });
    return undefined;
  }
  const text = fs.readFileSync(full, 'utf8');
  const doc = YAML.parseDocument(text);
  if (doc.errors.length) {
    const e = doc.errors[0];
    errors.push({ file, line: e.linePos?.[0]?.line, message: `erro de escrita YAML: ${e.message.split('\n')[0]}`, fix: 'Confira os dois-pontos, o recuo e as aspas.' });
    return undefined;
  }
  const data: unknown = facts
    ? interpolateDeep(doc.toJS(), facts, (name, fieldPath) => errors.push(unknownFact(file, name, lineOfField(text, fieldPath, 1), describePath(fieldPath), facts)))
    : doc.toJS();
  const result = schema.safeParse(data);
  if (!result.success) {
    errors.push(...zodErrors(file, schema, result.error, data, text, 1));
    return undefined;
  }
  return result.data;
}

/** Merges every content/fatos/*.yml; a name defined twice is an error (two pages could disagree). */
function loadFacts(root: string, errors: ContentError[]): Record<string, string> {
  const dir = path.join(root, 'content/fatos');
  const merged: Record<string, string> = {};
  const origin: Record<string, string> = {};
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.yml')).sort() : [];
  for (const name of files) {
    const file = `content/fatos/${name}`;
    const facts = loadYaml(root, file, factsSchema, errors) ?? {};
    for (const [key, value] of Object.entries(facts)) {
      if (key in merged) {
        errors.push({ file, field: key, message: `o fato "${key}" já foi definido em ${origin[key]}.`, fix: 'Cada fato deve ser escrito uma única vez: apague uma das duas definições ou mude o nome.' });
        continue;
      }
      merged[key] = value;
      origin[key] = file;
    }
  }
  return merged;
}

/**
 * A fact may use other facts ({{fatos.x}}, {{cartorio.x}}), so a list written once can be part of
 * several sentences. Resolved a few levels deep; a loop or an unknown name is reported.
 */
function resolveNestedFacts(facts: FactMap, errors: ContentError[]): FactMap {
  const resolved: FactMap = { ...facts };
  for (let depth = 0; depth < 5; depth++) {
    let changed = false;
    for (const [key, value] of Object.entries(resolved)) {
      const next = interpolate(value, resolved, () => undefined);
      if (next !== value) [resolved[key], changed] = [next, true];
    }
    if (!changed) break;
  }
  for (const [key, value] of Object.entries(resolved)) {
    for (const m of value.matchAll(PLACEHOLDER)) {
      errors.push({
        file: 'content/fatos/', field: key.replace(/^fatos\./, ''),
        message: `o fato "${key}" usa "{{${m[1]}}}", que não existe ou forma um ciclo.`,
        fix: 'Use só fatos definidos em content/fatos/*.yml ou content/office.yml, sem um fato depender de si mesmo.',
      });
    }
  }
  return resolved;
}

/** Frontmatter strings that are links to check (fields named link/href/url, or values that start with "/"). */
function collectFrontmatterLinks(value: unknown, out: string[]): void {
  if (typeof value === 'string') {
    if (value.startsWith('/')) out.push(value);
    else out.push(...findInternalLinks(value).map((l) => l.href));
  } else if (Array.isArray(value)) value.forEach((v) => collectFrontmatterLinks(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => collectFrontmatterLinks(v, out));
}

export function loadContent(root: string): SiteContent {
  const errors: ContentError[] = [];
  const office = loadYaml(root, 'content/office.yml', officeSchema, errors);
  const rawFacts = loadFacts(root, errors);
  const fees = loadYaml(root, 'content/emolumentos.yml', feesSchema, errors);
  const synonyms = fs.existsSync(path.join(root, SYNONYMS_FILE)) ? loadYaml(root, SYNONYMS_FILE, synonymsSchema, errors) : undefined;
  const facts = office ? resolveNestedFacts(buildFactMap(office, rawFacts), errors) : {};
  // The selo portal card takes its name and address from office.yml ({{cartorio.portalSeloUrl}}).
  const platforms = loadYaml(root, 'content/plataformas.yml', platformsSchema, errors, facts);
  const holidays = fs.existsSync(path.join(root, HOLIDAYS_FILE)) ? loadYaml(root, HOLIDAYS_FILE, holidaysSchema, errors) : NO_HOLIDAYS;
  // {{feriados.x}}: the dates of a named office closure and the reopening after it (src/content/holidays.ts).
  if (office && holidays) Object.assign(facts, closureFacts(office, holidays));
  if (office && !isTimeZone(office.fusoHorario)) {
    errors.push({
      file: 'content/office.yml', line: lineOfField(fs.readFileSync(path.join(root, 'content/office.yml'), 'utf8'), ['fusoHorario'], 1), field: 'fusoHorario',
      message: `o fuso horário "${office.fusoHorario}" não existe.`,
      fix: 'fusoHorario: "America/Belem"   (o nome oficial do fuso, como America/Belem, America/Sao_Paulo ou America/Manaus)',
    });
  }

  const pages: RoutedPage[] = [];
  for (const rel of listMdx(path.join(root, 'content/paginas'))) {
    const file = `content/paginas/${rel}`;
    const loaded = loadMdx(root, file, routedFrontmatter, facts, errors);
    if (loaded) pages.push({ ...loaded, route: routeForPageFile(rel) });
  }
  const news: NewsItem[] = [];
  for (const rel of listMdx(path.join(root, 'content/noticias'))) {
    const file = `content/noticias/${rel}`;
    const slug = rel.replace(/\.mdx$/, '');
    const loaded = loadMdx(root, file, newsFrontmatter, facts, errors);
    if (loaded) news.push({ ...loaded, slug, route: `/noticias/${slug}` });
  }
  news.sort((a, b) => b.frontmatter.data.localeCompare(a.frontmatter.data));
  const faq: FaqCategory[] = [];
  for (const rel of listMdx(path.join(root, 'content/duvidas'))) {
    const file = `content/duvidas/${rel}`;
    const loaded = loadMdx(root, file, faqFrontmatter, facts, errors, FAQ_COMPONENTS);
    if (loaded) faq.push({ ...loaded, slug: rel.replace(/\.mdx$/, '') });
  }
  faq.sort((a, b) => a.frontmatter.ordem - b.frontmatter.ordem);

  // Every file is a route, even one with a mistake of its own: links to it are not mistakes too.
  const routes = new Set([
    ...listMdx(path.join(root, 'content/paginas')).map(routeForPageFile),
    ...listMdx(path.join(root, 'content/noticias')).map((rel) => `/noticias/${rel.replace(/\.mdx$/, '')}`),
    ...APP_ROUTES,
  ]);
  if (!routes.has(NOT_FOUND_ROUTE)) {
    errors.push({ file: 'content/paginas/404.mdx', message: 'falta a página de "Página não encontrada".', fix: 'Crie content/paginas/404.mdx com title, description e keywords.' });
  }
  checkUnique([...pages, ...news], errors);
  const feeTable = loadFeeTable(root, office, facts, pages, errors);
  if (office) checkDepartments(root, office, pages, errors);
  if (office) checkTitleLength(root, office, [...pages, ...news], errors);
  for (const doc of [...pages, ...news, ...faq]) {
    checkLinks(root, doc, routes, errors, fs.readFileSync(path.join(root, doc.file), 'utf8'));
  }

  // Facts come from office.yml too: while it is broken no {{fact}} can be checked, and its own message is
  // the one to fix (one mistake, one message).
  const reported = office ? errors : errors.filter((e) => !e.message.startsWith('o fato "{{'));
  return {
    office: office as Office, facts, pages, news, faq, fees: fees as Fees, feeTable, platforms: platforms as Platforms, synonyms: synonyms ?? {}, errors: reported,
    holidays: holidays ?? NO_HOLIDAYS,
    samples: findSamples(root),
    updated: pageDates(root, { pages, news, faq }, office?.fusoHorario ?? 'America/Belem'),
  };
}

/** Line (1-based) of a frontmatter field in a content file; the frontmatter's first line when absent. */
function frontmatterLine(root: string, file: string, field: string): number {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const yamlText = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  return lineOfField(yamlText, [field], 2);
}

/**
 * content/tabela-emolumentos.yml: validated, {{facts}} filled in (who qualifies for a free act is written
 * once), totals computed and checked against the service pages (src/content/fee-table.ts).
 */
function loadFeeTable(root: string, office: Office | undefined, facts: FactMap, pages: RoutedPage[], errors: ContentError[]): FeeTable {
  const empty: FeeTable = { amostra: false, ano: 0, tabelaOficial: { nome: '', url: '' }, acrescimos: [], seloCents: 0, acts: [], groups: [] };
  const full = path.join(root, FEE_TABLE_FILE);
  if (!fs.existsSync(full)) {
    errors.push({ file: FEE_TABLE_FILE, message: 'o arquivo da tabela de emolumentos não existe.', fix: 'Restaure o arquivo a partir do histórico (git) ou do guia de conteúdo (content/README.md).' });
    return empty;
  }
  const text = fs.readFileSync(full, 'utf8');
  const doc = YAML.parseDocument(text);
  if (doc.errors.length) {
    const e = doc.errors[0];
    errors.push({ file: FEE_TABLE_FILE, line: e.linePos?.[0]?.line, message: `erro de escrita YAML: ${e.message.split('\n')[0]}`, fix: 'Confira os dois-pontos, o recuo e as aspas.' });
    return empty;
  }
  const data = interpolateDeep(doc.toJS(), facts, (name, fieldPath) =>
    errors.push(unknownFact(FEE_TABLE_FILE, name, lineOfField(text, fieldPath, 1), describePath(fieldPath), facts)));
  const result = feeTableSchema.safeParse(data);
  if (!result.success) {
    errors.push(...zodErrors(FEE_TABLE_FILE, feeTableSchema, result.error, data, text, 1));
    return empty;
  }
  const services = pages.flatMap((p) => (p.frontmatter.layout === 'servico'
    ? [{ slug: p.route.split('/').pop() ?? '', route: p.route, file: p.file, fm: p.frontmatter, offered: !office || offeredHere(p.frontmatter, office) }] : []));
  const serviceFiles = listMdx(path.join(root, 'content/paginas/servicos')).filter((f) => f !== 'index.mdx').map((f) => f.replace(/\.mdx$/, ''));
  const { table, problems } = buildFeeTable(result.data, services, serviceFiles);
  for (const problem of problems) {
    if (problem.in === 'fees') {
      errors.push({ file: FEE_TABLE_FILE, line: lineOfField(text, problem.path, 1), field: describePath(problem.path), message: `${problem.message}.`, fix: problem.fix });
    } else {
      const file = services.find((s) => s.slug === problem.slug)!.file;
      errors.push({ file, line: frontmatterLine(root, file, 'layout'), field: problem.field, message: `${problem.message}.`, fix: problem.fix });
    }
  }
  return table;
}

/** A service page's summary names whom to talk to: one of the office's departments, written exactly. */
function checkDepartments(root: string, office: Office, pages: RoutedPage[], errors: ContentError[]): void {
  const names = office.departamentos.map((d) => d.nome);
  for (const page of pages) {
    const fm = page.frontmatter;
    if (fm.layout !== 'servico') continue;
    for (const name of fm.departamento ?? []) {
      if (names.includes(name)) continue;
      errors.push({
        file: page.file, line: frontmatterLine(root, page.file, 'departamento'), field: 'departamento',
        message: `o departamento "${name}" não existe em content/office.yml.`,
        fix: `Escreva um destes nomes, igual: ${names.map((n) => `"${n}"`).join(', ')}.`,
      });
    }
  }
}

/**
 * The tab and search-result title is "<title> | <short name>" (src/head/title.ts); search engines cut it
 * after about 70 characters, so the page title leaves room for the office's short name.
 */
function checkTitleLength(root: string, office: Office, docs: (MdxFile<{ title: string }> & { route: string })[], errors: ContentError[]): void {
  for (const doc of docs) {
    const full = documentTitle(doc.frontmatter.title, office, doc.route);
    if (full.length <= MAX_TITLE_LENGTH) continue;
    const room = MAX_TITLE_LENGTH - (full.length - doc.frontmatter.title.length);
    errors.push({
      file: doc.file, line: frontmatterLine(root, doc.file, 'title'), field: 'title',
      message: `o título da aba fica com ${full.length} caracteres ("${full}"), e os buscadores cortam depois de ${MAX_TITLE_LENGTH}.`,
      fix: `Encurte o título para até ${room} caracteres (o nome curto do cartório é acrescentado no fim).`,
    });
  }
}

/** Search engines and browser tabs tell pages apart by title and description: two pages may not share one. */
function checkUnique(docs: MdxFile<{ title: string; description: string }>[], errors: ContentError[]): void {
  for (const field of ['title', 'description'] as const) {
    const seen = new Map<string, string>();
    for (const doc of docs) {
      const value = doc.frontmatter[field];
      const first = seen.get(value);
      if (first) {
        errors.push({
          file: doc.file, line: 2, field,
          message: `o campo "${field}" é igual ao de ${first}.`,
          fix: 'Cada página precisa de um título e de uma descrição próprios: reescreva um dos dois.',
        });
      } else seen.set(value, doc.file);
    }
  }
}

function checkLinks(root: string, doc: MdxFile<unknown>, routes: Set<string>, errors: ContentError[], source: string): void {
  const report = (href: string, line: number, field?: string) => {
    const { pathname } = splitHref(href);
    if (routes.has(pathname)) return;
    // A file (PDF, image) is served from public/ as it is.
    if (/\.[a-z0-9]+$/i.test(pathname) && fs.existsSync(path.join(root, 'public', decodeURIComponent(pathname)))) return;
    const guess = closestRoute(pathname, [...routes]);
    errors.push({
      file: doc.file, line, field,
      message: `o link "${href}" aponta para uma página que não existe.`,
      fix: guess ? `Você quis dizer "${guess}"? Páginas existentes ficam em content/paginas/.` : 'Confira o endereço; as páginas existentes ficam em content/paginas/.',
    });
  };
  for (const link of findInternalLinks(doc.body)) report(link.href, doc.bodyLine + lineOf(doc.body, link.index) - 1);
  const fmLinks: string[] = [];
  collectFrontmatterLinks(doc.frontmatter, fmLinks);
  // Frontmatter values lose their positions once parsed: point at the first line that mentions the link.
  for (const href of fmLinks) report(href, lineOf(source, Math.max(0, source.indexOf(href))), 'cabeçalho');
}

/** The message printed when the build stops: one block per problem, grouped by file. */
export function formatContentErrors(errors: ContentError[]): string {
  const lines = [`O conteúdo tem ${errors.length} problema(s) que impedem a publicação:`, ''];
  for (const e of errors) {
    lines.push(`✗ ${e.file}${e.line ? `, linha ${e.line}` : ''}${e.line && e.column ? `, coluna ${e.column}` : ''}${e.field ? ` (campo: ${e.field})` : ''}`);
    lines.push(`  Problema: ${e.message}`);
    if (e.fix) lines.push(`  Como corrigir: ${e.fix.replace(/\n/g, '\n    ')}`);
    lines.push('');
  }
  return lines.join('\n');
}
