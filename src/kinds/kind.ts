/**
 * What a page kind is: one folder of src/kinds/ whose index.ts exports this definition (listed in
 * registry.ts) and whose Layout.tsx draws its pages (found by src/render/templates/kind-layouts.ts). The
 * build, the prerender, the search index, the listings and the staff editor read the kind's definition
 * instead of branching on its name.
 */
import type { z } from 'zod';
import type { RankProfile } from '../shared/search/index-format.ts';
import type { FieldSection } from '../shared/content/field-section.ts';

export type { FieldSection };

/** A kind's name: its folder, and what its pages' frontmatter writes in `layout`. */
export type KindName = string;

export interface Crumb {
  name: string;
  path: string;
}


/**
 * The staff editor's form (a Decap folder collection) that writes a kind's files. Kinds that share a
 * folder share the form (the ordinary pages and the home page), each entry checked as the kind its `layout` names.
 */
export interface EditorForm {
  /** The form's name in the editor's addresses (#/collections/<name>). */
  name: string;
  label: string;
  /** One entry, in the "Novo …" button. */
  singular: string;
  /** The folder of its files. */
  folder: string;
  /** Only the folder's files whose `layout` is this kind's name (a folder other kinds' pages share). */
  byLayout?: true;
  /** The fields its list can be sorted by. */
  sortable?: string[];
  /** An entry's line in the list (Decap's template, e.g. "{{title}}"). */
  summary?: string;
  /** False: staff edit the existing pages only (their addresses are the site's fixed pages). */
  create?: false;
  /** The text in the rich-text editor with these site blocks in its "+" menu (src/admin/editor-components.ts); else a text box. */
  richText?: readonly string[];
}

/** A page listing a kind's pages (content writes `<KindList kind="…" />` where it shows them). */
export interface Listing {
  /** The listing's own address, its breadcrumb's parent for each page of the kind. */
  route: string;
  /** The listing's name in breadcrumbs. */
  name: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds kinds of every frontmatter
export interface PageKind<F = any> {
  name: KindName;
  /** The frontmatter's schema, each field with its Portuguese help (and its form label, `rotulo`). */
  schema: z.ZodType<F>;
  head: {
    /** Open Graph type of its pages. */
    ogType: 'website' | 'article';
    /** The listing its breadcrumb trail passes through (home › listing › page); without it, no trail. */
    parent?: Crumb;
  };
  search: {
    /** How its pages rank against other kinds' (src/shared/search/rank.ts). */
    rank: RankProfile;
    /** Words shown at the top of the page besides its body's first paragraphs. */
    intro?: (fm: F) => string | undefined;
    /** Sections drawn from frontmatter fields, indexed like the body's. */
    fieldSections?: readonly FieldSection<F>[];
  };
  /** Files besides its own (and the facts it uses) whose change its pages show: their "Atualizado em". */
  shows?: readonly string[];
  editor: {
    /** The staff editor's form for its files (src/node/cms/config.ts makes the collection from it). */
    form: EditorForm;
    /** The address an entry of the form gets from its file name. */
    route: (slug: string) => string;
    /** False: the preview is a note (the page is made of the site's highlights, not of its own fields). */
    preview?: false;
  };
  /** The guide's table of its own fields (docs/conteudo-a-mao.md, `npm run docs:campos`); the fields every page has are listed once. */
  guide: {
    /** "Campos de <title>", its section's heading. */
    title: string;
    /** The Exemplo cell of a field whose example is too long for the table (default: "veja abaixo"). */
    longExample?: string;
  };
}

/** A kind's definition, its frontmatter type checked against its schema and layout. */
export const defineKind = <F>(kind: PageKind<F>): PageKind<F> => kind;
