/** A news item (content/noticias/*.mdx): dated, listed on /noticias, below the pages that answer the same question. */
import { defineKind } from '../kind.ts';
import { NEWS_KIND } from '../names.ts';
import { UI } from '../../shared/strings/ui.ts';
import { newsFrontmatter, type NewsFrontmatter } from './schema.ts';

export const noticia = defineKind<NewsFrontmatter>({
  name: NEWS_KIND,
  schema: newsFrontmatter,
  head: { ogType: 'article', parent: { name: UI.breadcrumbNews, path: '/noticias' } },
  search: { rank: { prior: 0.7, belowAnswers: true }, intro: (fm) => fm.resumo },
  editor: {
    form: { name: 'noticias', label: 'Notícias', singular: 'Notícia', folder: 'content/noticias', sortable: ['data', 'title'], summary: '{{data}} · {{title}}' },
    route: (slug) => `/noticias/${slug}`,
  },
  guide: { title: 'uma notícia', longExample: 'veja o exemplo acima' },
});
