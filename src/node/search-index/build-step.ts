/** Build step after every page: the search index, each section anchor checked against the built HTML. */
import fs from 'node:fs';
import path from 'node:path';
import type { BuildContext } from '../build-context';
import { outputFile } from '../prerender/output-file';
import { buildSearchIndex, contentHash } from './extract';
import { PARTS_DIR, type SearchIndexData } from '../../shared/search/index-format';
import { indexFiles } from '../../shared/search/index-split';

/** Anchors missing from the built pages are dropped (the result links to the page top); returns them. */
export function checkAnchors(data: SearchIndexData, idsOf: (route: string) => Set<string>): string[] {
  const missing: string[] = [];
  for (const record of data.r) {
    const route = data.p[record[0]][0];
    if (record[2] && !idsOf(route).has(record[2])) {
      missing.push(`${route}#${record[2]}`);
      record[2] = '';
    }
  }
  return missing;
}

/** Earlier versions' folders are removed first. */
function writeIndexFiles(dist: string, data: SearchIndexData): void {
  fs.rmSync(path.join(dist, PARTS_DIR), { recursive: true, force: true });
  for (const [url, content] of indexFiles(data)) {
    const file = path.join(dist, url);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(content));
  }
}

export function writeSearchIndex({ dist, site }: BuildContext): void {
  const data = buildSearchIndex(site);
  const cache = new Map<string, Set<string>>();
  const idsOf = (route: string) => {
    let ids = cache.get(route);
    if (!ids) {
      const file = outputFile(dist, route);
      const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
      cache.set(route, ids);
    }
    return ids;
  };
  const missing = checkAnchors(data, idsOf);
  data.v = contentHash(JSON.stringify({ ...data, v: '' }));
  writeIndexFiles(dist, data);
  if (missing.length) {
    console.warn(`Busca: ${missing.length} âncora(s) não existe(m) na página e o resultado vai para o topo dela: ${missing.join(', ')}`);
  }
}
