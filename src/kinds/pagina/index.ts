/** An ordinary page (`layout: pagina`, the default): title, optional subtitle, then its text. */
import { defineKind } from '../kind.ts';
import { pageFrontmatter, type PageFrontmatter } from './schema.ts';

export const pagina = defineKind<PageFrontmatter>({
  name: 'pagina',
  schema: pageFrontmatter,
  head: { ogType: 'website' },
  search: { rank: { prior: 0.95 }, intro: (fm) => fm.subtitulo },
  editor: { form: 'paginas', route: (slug) => `/${slug}` },
});
