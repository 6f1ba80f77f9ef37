/**
 * What every preview reads besides its entry, fetched as the editor starts and again after each save, so
 * saved office data and facts reach the previews without a reload.
 */
import type { FactMap, FactUses } from '../shared/content/facts.ts';
import type { FaqIds } from '../shared/content/faq-ids.ts';
import type { SitePages } from '../shared/content/site-pages.ts';

export interface SharedData {
  facts: FactMap;
  uses: FactUses;
  /** Checked before a save. */
  platforms: string[];
  /** A question's id is unique across the FAQ files. */
  faqIds: FaqIds;
  site: SitePages;
}

let current: SharedData = { facts: {}, uses: { files: [], uses: {} }, platforms: [], faqIds: {}, site: { pages: [], files: [] } };

const json = <T>(name: string, empty: T): Promise<T> =>
  fetch(new URL(name, document.baseURI), { cache: 'no-store' }).then((r) => (r.ok ? r.json() as Promise<T> : empty), () => empty);

export const sharedData = (): SharedData => current;

export async function loadSharedData(): Promise<SharedData> {
  const [facts, uses, platforms, faqIds, site] = await Promise.all([
    json<FactMap>('fatos.json', {}), json<FactUses>('fatos-uso.json', current.uses), json<string[]>('plataformas.json', current.platforms),
    json<FaqIds>('perguntas.json', current.faqIds), json<SitePages>('paginas.json', current.site),
  ]);
  current = { facts, uses, platforms, faqIds, site };
  return current;
}
