/** Every page kind, once: adding a kind is adding its folder and a line here. */
import type { EditorForm, PageKind } from './kind.ts';
import { inicio } from './inicio/index.ts';
import { noticia } from './noticia/index.ts';
import { pagina } from './pagina/index.ts';
import { servico } from './servico/index.ts';

export const KINDS: readonly PageKind[] = [servico, noticia, pagina, inicio];

const fieldsOf = (kind: PageKind) => Object.keys((kind.schema as unknown as { shape?: object }).shape ?? {});

/** A name used twice, no editor form or guide section, or a form shared with a kind whose fields it lacks. */
export function kindProblems(kinds: readonly PageKind[]): string[] {
  const problems: string[] = [];
  for (const [i, kind] of kinds.entries()) {
    const where = `O tipo de página "${kind.name}" (src/kinds/${kind.name}/index.ts)`;
    if (kinds.findIndex((k) => k.name === kind.name) !== i) problems.push(`${where} está duas vezes em src/kinds/registry.ts.`);
    if (!kind.editor?.form?.name || !kind.editor.form.folder) problems.push(`${where} não tem formulário do editor: escreva editor.form (nome, rótulo e pasta).`);
    if (!kind.guide?.title) problems.push(`${where} não tem seção no guia: escreva guide.title.`);
    const owner = kinds.find((k) => k.editor?.form?.name === kind.editor?.form?.name);
    if (!owner || owner === kind) continue;
    const missing = fieldsOf(kind).filter((field) => !fieldsOf(owner).includes(field));
    if (missing.length) problems.push(`${where} usa o formulário "${owner.editor.form.name}" do tipo "${owner.name}", que não tem ${missing.join(', ')}: dê a ele um formulário próprio (editor.form).`);
  }
  return problems;
}

// A definition the type check let through still stops here, before any page is made.
const problems = kindProblems(KINDS);
if (problems.length) throw new Error(problems.join('\n'));

/** A routed page without `layout`. */
export const DEFAULT_KIND = pagina;

export const KIND_NAMES: readonly string[] = KINDS.map((kind) => kind.name);

/** Each once, in the registry's order. */
export const PAGE_FORMS: readonly EditorForm[] = [...new Set(KINDS.map((kind) => kind.editor.form))];

export const PAGE_FORM_NAMES: ReadonlySet<string> = new Set(PAGE_FORMS.map((form) => form.name));

const byName = new Map<string, PageKind>(KINDS.map((kind) => [kind.name, kind]));

/** A page without `layout` is an ordinary page. */
export function kindOf(name: string | undefined): PageKind {
  const kind = byName.get(name ?? DEFAULT_KIND.name);
  if (!kind) throw new Error(`Tipo de página desconhecido: "${name}". Os tipos são: ${[...byName.keys()].join(', ')}.`);
  return kind;
}

/** The kind its `layout` names, or the form's first kind (no `layout` yet). */
export function kindOfEntry(form: string, fields: { layout?: unknown }): PageKind {
  const kinds = KINDS.filter((kind) => kind.editor.form.name === form);
  return kinds.find((kind) => kind.name === fields.layout) ?? kinds[0];
}

/** Those in content/paginas that name their kind in `layout`. */
export const ROUTED_KINDS: readonly PageKind[] = KINDS.filter((kind) => 'layout' in (kind.schema as unknown as { shape: object }).shape);
