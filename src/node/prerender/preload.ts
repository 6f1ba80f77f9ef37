/**
 * `modulepreload` tags for the islands a page starts as it loads (src/islands/): their code and React
 * download in parallel with the page script instead of after it. Islands started on use (the header
 * search) load nothing until then.
 */
import { ISLAND_ATTR, islandSource, type IslandName } from '../../shared/islands';

export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** The island runtime (React DOM and the mounting code), needed by every island; vite.config.ts may group it with React. */
const MOUNT_SOURCE = 'src/islands/mount.tsx';

/** Names of the islands in a page's HTML that start as it loads (not those that wait for use or interaction). */
export function loadTimeIslands(html: string): IslandName[] {
  const names = new Set<IslandName>();
  for (const [tag] of html.matchAll(new RegExp(`<[^>]+\\s${ISLAND_ATTR.name}="[^"]+"[^>]*>`, 'g'))) {
    if (!tag.includes(`${ISLAND_ATTR.when}="load"`)) continue;
    names.add(new RegExp(`\\s${ISLAND_ATTR.name}="([^"]+)"`).exec(tag)![1] as IslandName);
  }
  return [...names];
}

/** Every chunk a source module needs (itself and its static imports), as site paths. */
function chunkFiles(manifest: ViteManifest, source: string, into: Set<string>): void {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`O build não tem o módulo ${source} (veja src/islands/registry.ts).`);
  const visit = (key: string) => {
    const c = manifest[key];
    if (!c || into.has(`/${c.file}`)) return;
    into.add(`/${c.file}`);
    c.imports?.forEach(visit);
  };
  visit(source);
}

export function islandPreloadTags(manifest: ViteManifest, html: string, alreadyInPage: ReadonlySet<string> = new Set()): string {
  const islands = loadTimeIslands(html);
  if (!islands.length) return '';
  const files = new Set<string>();
  if (manifest[MOUNT_SOURCE]) chunkFiles(manifest, MOUNT_SOURCE, files);
  for (const name of islands) chunkFiles(manifest, islandSource(name), files);
  return [...files]
    .filter((f) => !alreadyInPage.has(f))
    // Low priority: fetched alongside the page, but never ahead of the stylesheet the first paint waits
    // for (at high priority, React's 68 KB delayed /contato's first paint from ~1.05 s to ~1.6 s).
    .map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${f}" />`)
    .join('\n    ');
}
