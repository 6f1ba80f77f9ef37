/**
 * The light list of routes shipped in the initial bundle: enough to pick a route's module and set
 * the title after navigation. Everything else stays in the prerendered HTML and in the page chunks
 * (card data: cards.ts), so adding pages or news barely grows the JavaScript every visit loads.
 */
import type { SiteContent } from './site-content.ts';
import { NEWS_KIND } from '../../kinds/names.ts';


export interface ManifestPage {
  route: string;
  /** Content file, e.g. "content/paginas/servicos/escrituras.mdx". */
  file: string;
  /** Its kind's name (src/kinds/registry.ts). */
  layout: string;
  title: string;
  /** Left out of the sitemap, the search and the site map page (the 404 and offline pages). */
  oculta?: true;
  /** A page under construction: links to it say so (src/render/components/SmartLink.tsx). */
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
