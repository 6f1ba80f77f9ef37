/** One schema field as a Decap form field, with the rules the form can check before saving. */
import { z } from 'zod';
import type { FieldHelp } from '../../shared/content/schema/index.ts';
import { fixText, helpOf } from '../content/schema-walk.ts';
import { ICON_LABELS, labelOf, optionOf, singularOf } from '../../shared/content/field-labels.ts';
import { ICON_WIDGET, type IconName } from '../../shared/content/icon-names.ts';
import { NUMBER_WIDGET } from '../../shared/text/number-input.ts';

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: (string | { label: string; value: string })[];
  multiple?: boolean;
  default?: unknown;
  value_type?: 'int' | 'float';
  /** Shown and read as money ("1.234,56"). */
  reais?: boolean;
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  collapsed?: boolean;
  summary?: string;
  label_singular?: string;
  modes?: string[];
  sanitize_preview?: boolean;
  buttons?: string[];
  editor_components?: string[];
}

interface Check { check: string; format?: string; pattern?: RegExp; minimum?: number; maximum?: number; length?: number; value?: number; inclusive?: boolean }
interface Def {
  type: string;
  innerType?: Node;
  in?: Node;
  out?: Node;
  shape?: Record<string, Node>;
  element?: Node;
  options?: Node[];
  entries?: Record<string, string>;
  values?: unknown[];
  checks?: { _zod: { def: Check } }[];
  format?: string;
}
interface Node { _zod: { def: Def } }

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema that says what the value is, under wrappers and preprocess steps. */
export function coreOf(field: z.ZodType): Node {
  let node = field as unknown as Node;
  for (;;) {
    const def = node._zod.def;
    if (WRAPPERS.has(def.type) && def.innerType) node = def.innerType;
    else if (def.type === 'pipe') node = def.in?._zod.def.type === 'transform' ? def.out! : def.in!;
    else return node;
  }
}

const checksOf = (node: Node): Check[] => [
  ...(node._zod.def.checks ?? []).map((c) => c._zod.def),
  // .email() and .url() are string formats of their own, not checks on a plain string.
  ...(node._zod.def.format ? [{ check: 'string_format', format: node._zod.def.format, pattern: (node._zod.def as { pattern?: RegExp }).pattern }] : []),
];

const plain = (markdown: string) => markdown.replace(/\[([^\]]+)\]\((#[^)]*)\)/g, '$1');

function exampleValue(help: FieldHelp): string | undefined {
  if (help.exemplo.includes('\n')) return undefined;
  const value = help.exemplo.replace(/^[\w]+:\s*/, '');
  return value.replace(/^"(.*)"$/, '$1');
}

/** Only a typed value gets an example: a tick box or a list shows its own values. */
function hintOf(help: FieldHelp | undefined, typed: boolean): string | undefined {
  if (!help) return undefined;
  if (help.formulario) return help.formulario;
  const text = plain(help.descricao ?? (help.dica ? `${help.dica.charAt(0).toUpperCase()}${help.dica.slice(1)}.` : ''));
  const example = typed ? exampleValue(help) : undefined;
  const parts = [text, example && !text.includes(example) ? `Exemplo: ${example}` : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

/** "Obrigatório, menos em ato gratuito.": the editor then drops Decap's "(opcional)" from the label. */
export function obligationText(rule: string): string {
  const words = rule.replace(/`(\w+)`/g, (_, name: string) => `"${labelOf(name)}"`).replace(/\.$/, '');
  const yes = /^sim\b\s*(.*)$/.exec(words);
  if (!yes) return `Preencha ${words}.`;
  const when = yes[1].replace(/^\((.*)\)$/, '$1').replace(/^,\s*/, '');
  return `Obrigatório${when ? `, ${when}` : ''}.`;
}

const formatMessage = (help: FieldHelp | undefined) =>
  `Não está no formato esperado.${help ? ` Como corrigir: ${fixText(help)}` : ''}`;

/** A folded item shows the first of these it has. */
const NAME_FIELDS = ['ato', 'nome', 'titulo', 'title', 'pergunta', 'texto'];

export const summaryField = (fields: CmsField[]) => (fields.find((f) => NAME_FIELDS.includes(f.name)) ?? fields[0]).name;

const FACT = '^\\{\\{[\\w.]+\\}\\}$';
const EMAIL = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
const URL_PATTERN = '^https?://\\S+$';

function stringRules(node: Node, help: FieldHelp | undefined): Pick<CmsField, 'pattern' | 'widget'> {
  const checks = checksOf(node);
  let min: number | undefined;
  let max: number | undefined;
  let pattern: [string, string] | undefined;
  for (const c of checks) {
    if (c.check === 'min_length') min = c.minimum;
    if (c.check === 'max_length') max = c.maximum;
    if (c.check === 'string_format') {
      const source = c.format === 'email' ? EMAIL : c.format === 'url' ? URL_PATTERN : c.pattern?.source;
      // A shared fact in place of the value is filled in before the build checks it.
      if (source) pattern = [`${FACT}|${source}`, formatMessage(help)];
    }
  }
  // Emptiness is the form's own "obrigatório" message; length rules start above one character.
  if (!pattern && (max !== undefined || (min ?? 0) > 1)) {
    const low = (min ?? 0) > 1 ? min! : 0;
    const message = max !== undefined && low
      ? `Escreva pelo menos ${low} e no máximo ${max} caracteres.`
      : max !== undefined ? `Longo demais: use no máximo ${max} caracteres.` : `Curto demais: escreva pelo menos ${low} caracteres.`;
    pattern = [`^[\\s\\S]{${low},${max ?? ''}}$`, message];
  }
  return { widget: (max ?? 0) > 120 ? 'text' : 'string', ...(pattern ? { pattern } : {}) };
}

function numberRules(node: Node): Pick<CmsField, 'value_type' | 'min' | 'max' | 'reais'> {
  const out: Pick<CmsField, 'value_type' | 'min' | 'max' | 'reais'> = { value_type: 'float' };
  if ((z.globalRegistry.get(node as unknown as z.ZodType) as { reais?: boolean } | undefined)?.reais) out.reais = true;
  for (const c of checksOf(node)) {
    if (c.check === 'number_format' && /int/.test(c.format ?? '')) out.value_type = 'int';
    if (c.check === 'greater_than' && c.inclusive) out.min = c.value;
    if (c.check === 'less_than' && c.inclusive) out.max = c.value;
  }
  return out;
}

function listBounds(node: Node): Pick<CmsField, 'min' | 'max'> {
  const out: Pick<CmsField, 'min' | 'max'> = {};
  for (const c of checksOf(node)) {
    if (c.check === 'min_length' && c.minimum) out.min = c.minimum;
    if (c.check === 'max_length') out.max = c.maximum;
    if (c.check === 'length_equals') { out.min = c.length; out.max = c.length; }
  }
  return out;
}

export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const core = coreOf(schema);
  if (core._zod.def.type !== 'object' || !core._zod.def.shape) throw new Error('o schema não é um grupo de campos');
  return core._zod.def.shape as unknown as Record<string, z.ZodType>;
}

export function toField(name: string, schema: z.ZodType): CmsField {
  const help = helpOf(schema);
  const core = coreOf(schema);
  const def = core._zod.def;
  const required = !schema.safeParse(undefined).success;
  const hint = [!required && help?.obrigatorio ? obligationText(help.obrigatorio) : '', hintOf(help, def.type === 'string' || def.type === 'number')]
    .filter(Boolean).join(' ');
  const base = {
    name,
    label: help?.rotulo ?? labelOf(name),
    required,
    ...(hint ? { hint } : {}),
  };
  switch (def.type) {
    case 'string':
      return { ...base, ...stringRules(core, help) };
    case 'number':
      return { ...base, widget: NUMBER_WIDGET, ...numberRules(core) };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      if (values.every((v) => Object.hasOwn(ICON_LABELS, v))) {
        return { ...base, widget: ICON_WIDGET, options: values.map((value) => ({ label: ICON_LABELS[value as IconName], value })) };
      }
      return { ...base, widget: 'select', options: values.map(optionOf) };
    }
    case 'literal':
      // One allowed value (layout: servico): written for the staff, never asked.
      return { ...base, widget: 'hidden', default: def.values?.[0] };
    case 'object':
      return { ...base, widget: 'object', collapsed: false, fields: fieldsOf(schema) };
    case 'array': {
      const element = def.element as unknown as z.ZodType;
      const item = coreOf(element);
      const bounds = listBounds(core);
      const singular = singularOf(name);
      const list = { ...base, ...(singular ? { label_singular: singular } : {}) };
      if (item._zod.def.type === 'object') {
        const fields = fieldsOf(element);
        return { ...list, widget: 'list', ...bounds, collapsed: true, summary: help?.resumo ?? `{{fields.${summaryField(fields)}}}`, fields };
      }
      if (item._zod.def.type === 'enum') {
        return { ...base, widget: 'select', multiple: true, ...bounds, options: Object.values(item._zod.def.entries ?? {}).map(optionOf) };
      }
      // Plain texts stay open: each item is one line to read and edit.
      return { ...list, widget: 'list', ...bounds, collapsed: false, field: { ...toField(name, element), label: labelOf(name), required: true } };
    }
    case 'union': {
      // `amostra` of office.yml: true, false or a list; the form edits the list.
      const list = def.options?.find((o) => coreOf(o as unknown as z.ZodType)._zod.def.type === 'array');
      if (list) return { ...toField(name, list as unknown as z.ZodType), ...base };
      throw new Error(`campo "${name}": só uniões com uma lista têm formulário no editor (src/node/cms/fields.ts)`);
    }
    default:
      throw new Error(`campo "${name}": o tipo "${def.type}" não tem formulário no editor (src/node/cms/fields.ts)`);
  }
}

export function fieldsOf(schema: z.ZodType): CmsField[] {
  return Object.entries(shapeOf(schema)).map(([name, field]) => toField(name, field));
}
