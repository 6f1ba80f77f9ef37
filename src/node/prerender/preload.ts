/**
 * `modulepreload` tags for the islands a page starts as it loads, so their code downloads alongside the
 * page script instead of after it. Islands started on use load nothing until then.
 */
import { ISLAND_ATTR, islandSource, type IslandName } from '../../shared/islands';

export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** Needed by every island; vite.config.ts may group it with React. */
const MOUNT_SOURCE = 'src/islands/mount.tsx';

export function loadTimeIslands(html: string): IslandName[] {
  const names = new Set<IslandName>();
  for (const [tag] of html.matchAll(new RegExp(`<[^>]+\\s${ISLAND_ATTR.name}="[^"]+"[^>]*>`, 'g'))) {
    if (!tag.includes(`${ISLAND_ATTR.when}="load"`)) continue;
    names.add(new RegExp(`\\s${ISLAND_ATTR.name}="([^"]+)"`).exec(tag)![1] as IslandName);
  }
  return [...names];
}

/** Itself and its static imports, as site paths. */
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
    // Low priority: never ahead of the stylesheet the first paint waits for.
    .map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${f}" />`)
    .join('\n    ');
}
