/**
 * A page kind: a folder of src/kinds/ whose index.ts exports this definition and whose Layout.tsx draws
 * its pages. The pipeline reads the definition instead of branching on the kind's name.
 */
import type { z } from 'zod';
import type { RankProfile } from '../shared/search/index-format.ts';
import type { FieldSection } from '../shared/content/field-section.ts';

export type { FieldSection };

/** Its folder, and what its pages' frontmatter writes in `layout`. */
export type KindName = string;

export interface Crumb {
  name: string;
  path: string;
}


/** The editor's form (a Decap folder collection); kinds sharing a folder share it, each entry checked as its `layout`. */
export interface EditorForm {
  name: string;
  label: string;
  singular: string;
  folder: string;
  /** Only files whose `layout` is this kind's name (a folder other kinds share). */
  byLayout?: true;
  sortable?: string[];
  summary?: string;
  /** False: staff edit the existing pages only (the site's fixed pages). */
  create?: false;
  /** Rich-text editor with these blocks in its "+" menu; else a text box. */
  richText?: readonly string[];
}

/** A page listing a kind's pages. */
export interface Listing {
  /** Its address, each listed page's breadcrumb parent. */
  route: string;
  name: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds kinds of every frontmatter
export interface PageKind<F = any> {
  name: KindName;
  schema: z.ZodType<F>;
  head: {
    ogType: 'website' | 'article';
    /** Without it, no breadcrumb trail. */
    parent?: Crumb;
  };
  search: {
    rank: RankProfile;
    /** Words shown above the body's first paragraphs. */
    intro?: (fm: F) => string | undefined;
    /** Frontmatter fields indexed like the body's sections. */
    fieldSections?: readonly FieldSection<F>[];
  };
  /** Files besides its own whose change its pages show (their "Atualizado em"). */
  shows?: readonly string[];
  editor: {
    form: EditorForm;
    route: (slug: string) => string;
    /** False: the preview is a note (the page is made of the site's highlights). */
    preview?: false;
  };
  /** The guide's table of its own fields; the fields every page has are listed once. */
  guide: {
    title: string;
    /** The Exemplo cell of a field whose example is too long for the table. */
    longExample?: string;
  };
}

export const defineKind = <F>(kind: PageKind<F>): PageKind<F> => kind;
