/**
 * `npm run dev`: the search index files made on request from the current content. Another version's part
 * gets nothing: the engine fails that search, and the next one starts from the new core.
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
