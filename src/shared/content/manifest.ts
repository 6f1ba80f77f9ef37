/**
 * The light list of routes shipped in the initial bundle: enough to pick a route's module and set the
 * title. The rest stays in the HTML and page chunks, so adding pages barely grows every visit's JavaScript.
 */
import type { SiteContent } from './site-content.ts';
import { NEWS_KIND } from '../../kinds/names.ts';

export interface ManifestPage {
  route: string;
  file: string;
  layout: string;
  title: string;
  /** Left out of the sitemap, the search and the site map (the 404 and offline pages). */
  oculta?: true;
  /** Under construction: links to it say so. */
  emConstrucao?: true;
}

export interface Manifest {
  pages: ManifestPage[];
}

export function toManifest(site: SiteContent): Manifest {
  return {
    pages: [
      ...site.pages.map(({ route, file, frontmatter: fm }) => ({ route, file, layout: fm.layout, title: fm.title, ...(fm.oculta && { oculta: true as const }), ...(fm.emConstrucao === true && { emConstrucao: true as const }) })),
      ...site.news.map(({ route, file, frontmatter: fm }) => ({ route, file, layout: NEWS_KIND, title: fm.title, ...(fm.oculta && { oculta: true as const }) })),
    ],
  };
}
