/** The home page (`layout: inicio`): its text places the site's highlights, with no frame of its own. */
import { defineKind } from '../kind.ts';
import { PAGES_FORM } from '../pagina/index.ts';
import { homeFrontmatter, type HomeFrontmatter } from './schema.ts';

export const inicio = defineKind<HomeFrontmatter>({
  name: 'inicio',
  schema: homeFrontmatter,
  head: { ogType: 'website' },
  search: { rank: { prior: 0.7 } },
  editor: { form: PAGES_FORM, route: () => '/', preview: false },
  guide: { title: 'a página inicial' },
});
