/**
 * `npm run dev`: the search index files made from the current content on request, as the build writes them
 * (index-split.ts). A request for another version's part (the content changed since the page fetched the
 * core) gets nothing: the engine then fails that search, and the next one starts from the new core.
 */
import type { SiteContent } from '../../shared/content/site-content';
import { indexFiles } from '../../shared/search/index-split';
import { buildSearchIndex } from './extract';

let last: { site: SiteContent; files: Map<string, unknown> } | undefined;

export function devSearchFile(site: SiteContent, url: string): string | undefined {
  if (last?.site !== site) last = { site, files: indexFiles(buildSearchIndex(site)) };
  const file = last.files.get(url);
  return file === undefined ? undefined : JSON.stringify(file);
}
