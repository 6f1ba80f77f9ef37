/**
 * Data of the service and news cards (`virtual:cards`). Imported only by the card components, which
 * the pages showing cards import themselves: the data travels in those pages' chunks, not in every visit.
 */
import type { SiteContent } from './site-content.ts';
import type { IconName } from './icon-names.ts';
import type { ServiceFrontmatter } from './schema.ts';

export interface ServiceCard {
  route: string;
  title: string;
  resumo: string;
  icone: IconName;
  grupo: ServiceFrontmatter['grupo'];
  destaqueInicio: boolean;
}

export interface NewsCard {
  route: string;
  title: string;
  /** Publication date, yyyy-mm-dd. */
  data: string;
  resumo: string;
}

/** How many news cards the home page shows (its data carries only these, so news never grows the home). */
export const LATEST_NEWS = 3;

export interface Cards {
  /** In the editors' order (`ordem`, then title). */
  services: ServiceCard[];
  /** Published items only, newest first. */
  news: NewsCard[];
}

export function toCards(site: SiteContent): Cards {
  const services = site.pages
    .flatMap(({ route, frontmatter: fm }) => (fm.layout === 'servico' && !fm.oculta ? [{ route, fm }] : []))
    .sort((a, b) => a.fm.ordem - b.fm.ordem || a.fm.title.localeCompare(b.fm.title, 'pt-BR'))
    .map(({ route, fm }) => ({
      route, title: fm.title, resumo: fm.resumo, icone: fm.icone, grupo: fm.grupo, destaqueInicio: fm.destaqueInicio ?? false,
    }));
  const news = site.news
    .filter((n) => !n.frontmatter.oculta)
    .map(({ route, frontmatter: fm }) => ({ route, title: fm.title, data: fm.data, resumo: fm.resumo }));
  return { services, news };
}
