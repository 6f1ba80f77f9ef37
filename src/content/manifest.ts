/**
 * The light list of pages shipped in the initial bundle: enough to pick a route's module, set the
 * title after navigation, and draw service and news cards. Everything else (descriptions, keywords,
 * page text) stays in the prerendered HTML and in each page's own chunk.
 */
import type { SiteContent } from './load.ts';
import type { IconName } from './icon-names.ts';

export interface ManifestService {
  resumo: string;
  icone: IconName;
  grupo: 'notariais' | 'registro' | 'certidoes';
  ordem: number;
  destaqueInicio: boolean;
}

export interface ManifestPage {
  route: string;
  /** Content file, e.g. "content/paginas/servicos/escrituras.mdx". */
  file: string;
  layout: 'pagina' | 'servico' | 'inicio' | 'noticia';
  title: string;
  oculta: boolean;
  service?: ManifestService;
  /** News only: publication date (yyyy-mm-dd) and summary. */
  data?: string;
  resumo?: string;
}

export interface Manifest {
  pages: ManifestPage[];
  /** Newest first. */
  news: ManifestPage[];
}

export function toManifest(site: SiteContent): Manifest {
  const pages: ManifestPage[] = site.pages.map(({ route, file, frontmatter: fm }) => ({
    route, file, layout: fm.layout, title: fm.title,
    oculta: fm.oculta ?? false,
    ...(fm.layout === 'servico' && {
      service: { resumo: fm.resumo, icone: fm.icone, grupo: fm.grupo, ordem: fm.ordem, destaqueInicio: fm.destaqueInicio ?? false },
    }),
  }));
  const news: ManifestPage[] = site.news.map(({ route, file, frontmatter: fm }) => ({
    route, file, layout: 'noticia', title: fm.title,
    oculta: fm.oculta ?? false, data: fm.data, resumo: fm.resumo,
  }));
  return { pages, news };
}
