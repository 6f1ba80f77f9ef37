/** The engine over a whole index at once, nothing to fetch: for the tests and the benchmark. Apart from
 *  engine.ts so the browser's bundle, which imports the engine whole, carries no index splitting. */
import { createLazyEngine, type Engine } from './engine';
import type { SearchIndexData } from './index-format';
import { splitIndex } from './index-split';

export function createEngine(data: SearchIndexData): Engine {
  const { core, shards, fragments } = splitIndex(data);
  const engine = createLazyEngine(core);
  shards.forEach((shard, i) => engine.addShard(i, shard));
  fragments.forEach((chunks, page) => chunks.forEach((fragment, chunk) => engine.addFragment(page, chunk, fragment)));
  return engine;
}
