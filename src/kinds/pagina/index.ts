/** An ordinary page (`layout: pagina`, the default): title, optional subtitle, then its text. */
import { defineKind, type EditorForm } from '../kind.ts';
import { pageFrontmatter, type PageFrontmatter } from './schema.ts';

/** The form of the site's fixed pages (its addresses are the menu's and the spec's): edited, never created here. */
export const PAGES_FORM: EditorForm = { name: 'paginas', label: 'Outras páginas', singular: 'Página', folder: 'content/paginas', create: false };

export const pagina = defineKind<PageFrontmatter>({
  name: 'pagina',
  schema: pageFrontmatter,
  head: { ogType: 'website' },
  search: { rank: { prior: 0.95 }, intro: (fm) => fm.subtitulo },
  editor: { form: PAGES_FORM, route: (slug) => `/${slug}` },
  guide: { title: 'todas as páginas' },
});
