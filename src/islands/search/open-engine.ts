/** Opens the search engine once, where the ranking runs. A failed download is forgotten, so a new search retries. */
import type { Engine } from '../../shared/search/engine';
import { fragmentName, INDEX_URL, partUrl, shardName, type PageFragment, type SearchCore, type TermShard } from '../../shared/search/index-format';

let opening: Promise<Engine> | undefined;

function getJson<T>(url: string): Promise<T> {
  return fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.json() as Promise<T>;
  });
}

export function openEngine(): Promise<Engine> {
  opening ??= Promise.all([import('../../shared/search/engine'), getJson<SearchCore>(INDEX_URL)])
    .then(([{ createLazyEngine }, core]) => {
      // A missing part means a newer index was published: the next search starts over.
      const part = <T>(name: string) => getJson<T>(partUrl(core.v, name)).catch((error: unknown) => {
        opening = undefined;
        throw error;
      });
      return createLazyEngine(core, {
        shard: (i) => part<TermShard>(shardName(i)),
        fragment: (page, chunk) => part<PageFragment>(fragmentName(page, chunk)),
      });
    })
    .catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
  return opening;
}
