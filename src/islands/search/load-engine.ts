/**
 * Loads the search on first use: the index file and the engine (with Fuse.js) are fetched in
 * parallel, once; a failed download (offline) can be retried by searching again.
 */
import type { Engine } from '../../shared/search/engine';
import { INDEX_URL, type SearchIndexData } from '../../shared/search/index-format';

let loading: Promise<Engine> | undefined;

export function loadEngine(): Promise<Engine> {
  loading ??= Promise.all([
    import('../../shared/search/engine'),
    fetch(INDEX_URL).then((response) => {
      if (!response.ok) throw new Error(`${INDEX_URL}: HTTP ${response.status}`);
      return response.json() as Promise<SearchIndexData>;
    }),
  ])
    .then(([{ createEngine }, data]) => {
      const engine = createEngine(data);
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
