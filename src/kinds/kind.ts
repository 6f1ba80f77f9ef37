/**
 * What a page kind is: one folder of src/kinds/ whose index.ts exports this definition (listed in
 * registry.ts) and whose Layout.tsx draws its pages (found by src/render/templates/kind-layouts.ts). The
 * build, the prerender, the search index and the staff editor ask a page's kind instead of branching on its name.
 */
import type { z } from 'zod';
import type { KindName } from './names.ts';
import type { RankProfile } from '../shared/search/index-format.ts';
import type { ServiceSection, ServiceSectionField } from '../shared/content/service-sections.ts';

export interface Crumb {
  name: string;
  path: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds kinds of every frontmatter
export interface PageKind<F = any> {
  name: KindName;
  /** The frontmatter's schema, each field with its Portuguese help. */
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
    fieldSections?: readonly ServiceSection<ServiceSectionField>[];
  };
  /** Files besides its own (and the facts it uses) whose change its pages show: their "Atualizado em". */
  shows?: readonly string[];
  editor: {
    /** The staff editor's form for it (src/node/cms/config.ts). */
    form: 'servicos' | 'paginas' | 'noticias';
    /** The address an entry of the form gets from its file name. */
    route: (slug: string) => string;
    /** False: the preview is a note (the page is made of the site's highlights, not of its own fields). */
    preview?: false;
  };
}

/** A kind's definition, its frontmatter type checked against its schema and layout. */
export const defineKind = <F>(kind: PageKind<F>): PageKind<F> => kind;
