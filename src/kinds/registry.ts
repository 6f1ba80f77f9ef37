/**
 * Every page kind, once. Adding a kind is adding its folder and a line here (docs/ARCHITECTURE.md,
 * "Adding a page kind"); the pipeline asks `kindOf` for what it does with a page.
 */
import type { PageKind } from './kind.ts';
import type { KindName } from './names.ts';
import { inicio } from './inicio/index.ts';
import { noticia } from './noticia/index.ts';
import { pagina } from './pagina/index.ts';
import { servico } from './servico/index.ts';

export const KINDS: readonly PageKind[] = [servico, pagina, inicio, noticia];

/** The staff editor's forms whose entries are pages with an address, each drawn and checked as its kind. */
export const PAGE_FORMS: ReadonlySet<string> = new Set(KINDS.map((kind) => kind.editor.form));

const byName = new Map<string, PageKind>(KINDS.map((kind) => [kind.name, kind]));

/** A kind by its name (a manifest entry's, a frontmatter's `layout`); a page without `layout` is an ordinary page. */
export function kindOf(name: KindName | string | undefined): PageKind {
  const kind = byName.get(name ?? pagina.name);
  if (!kind) throw new Error(`Tipo de página desconhecido: "${name}". Os tipos são: ${[...byName.keys()].join(', ')}.`);
  return kind;
}

/**
 * The kind of an entry of the staff editor's page form `form`, from its fields: the kind its `layout`
 * names, or the form's first kind (an entry with no `layout` yet, a news item).
 */
export function kindOfEntry(form: string, fields: { layout?: unknown }): PageKind {
  const kinds = KINDS.filter((kind) => kind.editor.form === form);
  return kinds.find((kind) => kind.name === fields.layout) ?? kinds[0];
}
