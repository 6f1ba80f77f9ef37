/**
 * What every preview reads besides its entry: the shared facts as pages fill them in (fatos.json) and
 * where each is used (fatos-uso.json). Fetched as the editor starts and again after each save, so saved
 * office data and facts reach the previews without a reload (`npm run editor` computes both from the files).
 */
import type { FactMap, FactUses } from '../shared/content/facts.ts';
import type { FaqIds } from '../shared/content/faq-ids.ts';
import type { SitePages } from '../shared/content/site-pages.ts';

export interface SharedData {
  facts: FactMap;
  uses: FactUses;
  /** The national platforms a service may name (content/plataformas.yml), checked before a save. */
  platforms: string[];
  /** The FAQ questions' ids and their files (perguntas.json): a question's id is unique across them. */
  faqIds: FaqIds;
  /** The pages and public files (paginas.json): titles, descriptions and links are checked against them. */
  site: SitePages;
}

let current: SharedData = { facts: {}, uses: { files: [], uses: {} }, platforms: [], faqIds: {}, site: { pages: [], files: [] } };

const json = <T>(name: string, empty: T): Promise<T> =>
  fetch(new URL(name, document.baseURI), { cache: 'no-store' }).then((r) => (r.ok ? r.json() as Promise<T> : empty), () => empty);

/** The data as last fetched. */
export const sharedData = (): SharedData => current;

/** Fetches the data again; resolves with it once both files are in. */
export async function loadSharedData(): Promise<SharedData> {
  const [facts, uses, platforms, faqIds, site] = await Promise.all([
    json<FactMap>('fatos.json', {}), json<FactUses>('fatos-uso.json', current.uses), json<string[]>('plataformas.json', current.platforms),
    json<FaqIds>('perguntas.json', current.faqIds), json<SitePages>('paginas.json', current.site),
  ]);
  current = { facts, uses, platforms, faqIds, site };
  return current;
}
