/**
 * Data of the service and news cards. Imported only by the card components, so it travels in the chunks
 * of the pages showing cards, not in every visit.
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
  /** The one source for every page that states the booking rule. */
  agendamento?: ServiceFrontmatter['agendamento'];
  comoFazer?: Omit<NonNullable<ServiceFrontmatter['comoFazer']>, 'nota'>;
}

export interface NewsCard {
  route: string;
  title: string;
  data: string;
  resumo: string;
  amostra: boolean;
}

/** The home page's data carries only these, so news never grows the home. */
export const LATEST_NEWS = 3;

export interface Cards {
  services: ServiceCard[];
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

export interface PageCard {
  route: string;
  title: string;
  description: string;
}

export function pageLists(site: SiteContent): Record<string, PageCard[]> {
  const lists: Record<string, PageCard[]> = {};
  for (const { route, frontmatter: fm } of site.pages) {
    if (!fm.oculta) (lists[fm.layout] ??= []).push({ route, title: fm.title, description: fm.description });
  }
  for (const list of Object.values(lists)) list.sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));
  return lists;
}
