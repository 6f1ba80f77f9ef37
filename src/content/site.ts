/** Client-side access to the office facts and the page list (from the build's content plugin). */
import { manifest, office } from 'virtual:site';
import type { ManifestPage } from './manifest';

export { manifest, office };

export function servicePages(filter: (p: ManifestPage) => boolean = () => true): ManifestPage[] {
  return manifest.pages
    .filter((p) => p.service && filter(p))
    .sort((a, b) => a.service!.ordem - b.service!.ordem || a.title.localeCompare(b.title, 'pt-BR'));
}
