/**
 * Data of the service and news cards (`virtual:cards`). Imported only by the card components, which
 * the pages showing cards import themselves: the data travels in those pages' chunks, not in every visit.
 */
import type { SiteContent } from './site-content.ts';
import type { IconName } from './icon-names.ts';
import type { ServiceFrontmatter } from '../../kinds/servico/schema.ts';
import { offeredHere } from './attributions.ts';
import { servicePages } from '../../kinds/servico/pages.ts';

export interface ServiceCard {
  route: string;
  title: string;
  resumo: string;
  icone: IconName;
  grupo: ServiceFrontmatter['grupo'];
  destaqueInicio: boolean;
  /** False for a service this office does not do (its page says where to go instead). */
  offered: boolean;
  /** Its booking rule (frontmatter `agendamento`): the one source for every page that states it. */
  agendamento?: ServiceFrontmatter['agendamento'];
  /** How it is done (frontmatter `comoFazer`, without its note): the cards on /servicos say it. */
  comoFazer?: Omit<NonNullable<ServiceFrontmatter['comoFazer']>, 'nota'>;
}

export interface NewsCard {
  route: string;
  title: string;
  /** Publication date, yyyy-mm-dd. */
  data: string;
  resumo: string;
  /** An invented item (`amostra: true`): its card and page say so. */
  amostra: boolean;
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
  const services = servicePages(site.pages)
    .flatMap(({ route, frontmatter: fm }) => (fm.oculta ? [] : [{ route, fm }]))
    .sort((a, b) => a.fm.ordem - b.fm.ordem || a.fm.title.localeCompare(b.fm.title, 'pt-BR'))
    .map(({ route, fm }) => ({
      route, title: fm.title, resumo: fm.resumo, icone: fm.icone, grupo: fm.grupo, destaqueInicio: fm.destaqueInicio ?? false,
      offered: offeredHere(fm, site.office),
      ...(fm.agendamento ? { agendamento: fm.agendamento } : {}),
      ...(fm.comoFazer && !fm.emConstrucao ? { comoFazer: { modo: fm.comoFazer.modo, plataforma: fm.comoFazer.plataforma, amostra: fm.comoFazer.amostra } } : {}),
    }));
  const news = site.news
    .filter((n) => !n.frontmatter.oculta)
    .map(({ route, frontmatter: fm }) => ({ route, title: fm.title, data: fm.data, resumo: fm.resumo, amostra: fm.amostra ?? false }));
  return { services, news };
}

/** A page in a list of its kind's pages (<PageList tipo="…" />): its title, linked, and its summary for Google. */
export interface PageCard {
  route: string;
  title: string;
  description: string;
}

/** Each page kind's visible pages, by kind name, in title order: what <PageList> shows. */
export function pageLists(site: SiteContent): Record<string, PageCard[]> {
  const lists: Record<string, PageCard[]> = {};
  for (const { route, frontmatter: fm } of site.pages) {
    if (!fm.oculta) (lists[fm.layout] ??= []).push({ route, title: fm.title, description: fm.description });
  }
  for (const list of Object.values(lists)) list.sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));
  return lists;
}
