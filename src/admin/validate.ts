/**
 * Before a save, the entry is checked against the build's own schema and cross-file rules, so a save
 * that would break the build cannot be made from the forms; the message is in Portuguese.
 */
import type { z } from 'zod';
import { labelOf } from '../shared/content/field-labels.ts';
import { ENTRY_FILES, FORM_SCHEMAS } from '../shared/content/form-schemas.ts';
import { NEW_ENTRIES, newEntryProblems, withNewEntries } from '../shared/content/new-entries.ts';
import { kindOfEntry, PAGE_FORM_NAMES } from '../kinds/registry.ts';
import { checkFormBody, describeProblem } from './body-check.ts';
import { sitePageProblems, type SitePages } from '../shared/content/site-pages.ts';
import { interpolateDeep, unknownFactProblem, type FactMap } from '../shared/content/facts.ts';
import { titleLengthProblem } from '../shared/title.ts';
import { unknownPlatform } from '../shared/content/how-done.ts';
import { SUMMARY_FIELDS } from '../kinds/servico/schema.ts';
import { SLUG, slugify } from '../shared/text/slug.ts';
import type { FaqIds } from '../shared/content/faq-ids.ts';

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** The data as the file will hold it: fields left empty in the form are not written. */
function asWritten(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asWritten);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => !isEmpty(v)).map(([k, v]) => [k, asWritten(v)]));
  }
  return value;
}

const valueAt = (data: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined), data);

const describe = (path: PropertyKey[]) =>
  path.map((key) => (typeof key === 'number' ? `${key + 1}º item` : labelOf(String(key)))).join(' › ');

function message(issue: z.core.$ZodIssue, data: unknown): string {
  const field = `"${describe(issue.path)}"`;
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(data, issue.path) === undefined
        ? `falta o campo obrigatório ${field}. Como corrigir: preencha ${field}`
        : `o campo ${field} tem um valor do tipo errado. Como corrigir: apague o que está em ${field} e escreva de novo`;
    case 'too_small':
      if (issue.origin === 'array') return `a lista ${field} precisa de pelo menos ${String(issue.minimum)} item(ns)`;
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? `o campo ${field} está vazio` : `o campo ${field} é curto demais: escreva pelo menos ${String(issue.minimum)} caracteres`;
      return `o valor de ${field} é pequeno demais (mínimo ${String(issue.minimum)})`;
    case 'too_big':
      if (issue.origin === 'string') return `o campo ${field} é longo demais: use no máximo ${String(issue.maximum)} caracteres`;
      return issue.origin === 'array' ? `a lista ${field} passou do limite de ${String(issue.maximum)} item(ns)` : `${field} passou do limite de ${String(issue.maximum)}`;
    case 'invalid_value':
      return `o valor de ${field} não é aceito. Use um destes: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return `o campo ${field} não está no formato esperado. Como corrigir: escreva-o como o exemplo abaixo do campo`;
    case 'custom': {
      // The schema's messages are already Portuguese; the form names a field by its label.
      const key = issue.path[issue.path.length - 1];
      if (typeof key !== 'string' || !issue.message.startsWith(`falta o campo "${key}"`)) return issue.message;
      // A field required in this state: how to fix it, and the other way out where there is one.
      const label = labelOf(key);
      const or = (SUMMARY_FIELDS as readonly string[]).includes(key) ? ` ou ligue "${labelOf('emConstrucao')}" enquanto a página não está pronta` : '';
      return `${issue.message.replace(`"${key}"`, `"${label}"`)}. Como corrigir: preencha "${label}"${or}`;
    }
    default:
      // An issue of the whole entry: said without a field's name and without zod's English.
      return issue.path.length
        ? `o campo ${field} tem um valor inválido. Como corrigir: confira ${field} com a explicação abaixo dele`
        : 'o formulário tem um valor que o site não aceita. Como corrigir: confira os campos que você mudou';
  }
}

/** The build's cross-file checks the form can make: unknown facts, a title too long, an unknown platform. */
function crossFileProblems(form: string, data: Record<string, unknown>, facts: FactMap, platforms: string[]): string[] {
  const problems: string[] = [];
  const platform = (data.comoFazer as { plataforma?: unknown } | undefined)?.plataforma;
  if (PAGE_FORM_NAMES.has(form) && platforms.length && typeof platform === 'string' && platform && !platforms.includes(platform)) {
    const { message, fix } = unknownPlatform(platform, platforms);
    problems.push(`${message} ${fix}`.replace(/\.$/, ''));
  }
  if (!Object.keys(facts).length) return problems;
  interpolateDeep(data, facts, (name) => problems.push(unknownFactProblem(name, facts).message.replace(/\.$/, '')));
  const office = { nome: facts['cartorio.nome'], nomeCurto: facts['cartorio.nomeCurto'] };
  if (PAGE_FORM_NAMES.has(form) && typeof data.title === 'string' && office.nome && office.nomeCurto) {
    const problem = titleLengthProblem(data.title, office, kindOfEntry(form, data).editor.route(form));
    if (problem) problems.push(`${problem.message} ${problem.fix}`.replace(/\.$/, ''));
  }
  return problems;
}

/** The build's FAQ id rule (checkFaqIds), in the form's words: each question's address is a unique slug. */
function faqIdProblems(body: string, others: FaqIds, file: string | undefined): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const fix = 'Como corrigir: no quadro da pergunta, escreva outro endereço, só dela';
  for (const [, id, title] of body.matchAll(/<Question\b[^>]*?\bid="([^"]*)"[^>]*?\btitle="([^"]*)"/g)) {
    const field = `o "Endereço da pergunta" "${id}" da pergunta "${title}"`;
    const elsewhere = Object.hasOwn(others, id) && others[id].file !== file ? others[id] : undefined;
    if (!SLUG.test(id)) problems.push(`${field} tem espaços, acentos ou maiúsculas. Como corrigir: no quadro da pergunta, deixe-o vazio (ele é feito da pergunta) ou escreva "${slugify(id)}"`);
    else if (seen.has(id)) problems.push(`${field} já é de outra pergunta deste assunto. ${fix}`);
    else if (elsewhere) problems.push(`${field} já é de uma pergunta do assunto "${elsewhere.subject}". ${fix}`);
    seen.add(id);
  }
  return problems;
}

/** What stops the save of `data` in form `form`, or undefined when the build would accept it. */
export function entryProblems(form: string, data: Record<string, unknown>, facts: FactMap = {}, platforms: string[] = [], context: EntryContext = {}): string | undefined {
  return entryCheck(form, data, facts, platforms, context).message;
}

interface EntryContext { file?: string; ids?: FaqIds; site?: SitePages }

/** entryProblems' message, and the field a refused save scrolls to. */
export function entryCheck(
  form: string, data: Record<string, unknown>, facts: FactMap = {}, platforms: string[] = [], context: EntryContext = {},
): { message?: string; field?: string } {
  const { body, ...fields } = data;
  const adds = ENTRY_FILES[form]?.adds;
  let schema = FORM_SCHEMAS[form] ?? ENTRY_FILES[form]?.schema;
  // A page form edits more than one kind: the entry's own kind decides the schema.
  if (PAGE_FORM_NAMES.has(form)) schema = kindOfEntry(form, fields).schema;
  const problems = adds ? newEntryProblems(fields, adds) : [];
  let field: string | undefined = problems.length ? NEW_ENTRIES : undefined;
  const text = typeof body === 'string' ? checkFormBody(body, form) : undefined;
  if (text) problems.push(...text.problems.map((problem) => describeProblem(problem, body as string)));
  if (typeof body === 'string' && form === 'duvidas') problems.push(...faqIdProblems(body, context.ids ?? {}, context.file));
  // Across pages, as the build checks: a duplicate title or description, a link to no page.
  if (problems.length && !field) field = 'body';
  if (context.site && (PAGE_FORM_NAMES.has(form) || form === 'duvidas')) {
    const across = sitePageProblems(context.site, context.file, PAGE_FORM_NAMES.has(form) ? fields : {}, text?.tree);
    field ??= across[0]?.field;
    problems.push(...across.map((problem) => problem.message));
  }
  problems.push(...crossFileProblems(form, data, facts, platforms));
  const written = asWritten(adds ? withNewEntries(fields) : fields);
  const result = schema?.safeParse(written);
  if (result && !result.success) {
    const issues = result.error.issues.filter((issue) => !String(valueAt(written, issue.path) ?? '').includes('{{'));
    if (!problems.length && issues.length) field = String(issues[0].path[0] ?? '');
    problems.push(...issues.map((issue) => message(issue, written)));
  }
  return problems.length ? { message: `Não dá para salvar: ${[...new Set(problems)].join('; ')}.`, field } : {};
}
