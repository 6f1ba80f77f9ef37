/**
 * `npm run dev`: the search index files made from the current content on request, as the build
 * writes them (build-step.ts): the core at INDEX_URL, shards and fragments under PARTS_DIR/<version>/.
 * A request for another version's part (the content changed since the page fetched the core) gets
 * nothing: the engine then fails that search, and the next one starts from the new core.
 */
import type { SiteContent } from '../../shared/content/site-content';
import { fragmentName, INDEX_URL, PARTS_DIR, shardName } from '../../shared/search/index-format';
import { splitIndex, type SplitIndex } from '../../shared/search/index-split';
import { buildSearchIndex } from './extract';

let last: { site: SiteContent; split: SplitIndex } | undefined;

export function devSearchFile(site: SiteContent, url: string): string | undefined {
  if (last?.site !== site) last = { site, split: splitIndex(buildSearchIndex(site)) };
  const { core, shards, fragments } = last.split;
  if (url === INDEX_URL) return JSON.stringify(core);
  const prefix = `/${PARTS_DIR}/${core.v}/`;
  if (!url.startsWith(prefix)) return undefined;
  const name = url.slice(prefix.length);
  const shard = shards.findIndex((_, i) => shardName(i) === name);
  if (shard >= 0) return JSON.stringify(shards[shard]);
  const part = /^p(\d+)(?:-(\d+))?\.json$/.exec(name);
  const fragment = part ? fragments[Number(part[1])]?.[Number(part[2] ?? 0)] : undefined;
  return fragment && fragmentName(Number(part![1]), Number(part![2] ?? 0)) === name ? JSON.stringify(fragment) : undefined;
}
