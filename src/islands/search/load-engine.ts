/**
 * Loads the search on first use: the index core and the engine (with Fuse.js) in parallel, once; the
 * engine then fetches the term shards and page fragments each search needs (index-format.ts). A failed
 * download (offline) can be retried by searching again.
 */
import type { Engine } from '../../shared/search/engine';
import { fragmentName, INDEX_URL, partUrl, shardName, type PageFragment, type SearchCore, type TermShard } from '../../shared/search/index-format';

let loading: Promise<Engine> | undefined;

function getJson<T>(url: string): Promise<T> {
  return fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.json() as Promise<T>;
  });
}

export function loadEngine(): Promise<Engine> {
  loading ??= Promise.all([import('../../shared/search/engine'), getJson<SearchCore>(INDEX_URL)])
    .then(([{ createLazyEngine }, core]) => {
      // A part missing means a new index was published since the core came: the next search starts over.
      const part = <T>(name: string) => getJson<T>(partUrl(core.v, name)).catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      const engine = createLazyEngine(core, {
        shard: (i) => part<TermShard>(shardName(i)),
        fragment: (page, chunk) => part<PageFragment>(fragmentName(page, chunk)),
      });
      // The first typo would otherwise pay for building its index.
      const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
      idle(() => engine.warm());
      return engine;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
