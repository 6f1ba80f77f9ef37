/** Finding and checking internal links written in content (Markdown links and JSX href/to props). */
import { closest } from '../../shared/text/edit-distance.ts';

export interface FoundLink { href: string; index: number }

const LINK_PATTERNS = [
  /\]\((\/(?!\/)[^)\s]*)\)/g, // [text](/route#anchor)
  /\b(?:href|to)=["'](\/(?!\/)[^"']*)["']/g, // <a href="/route"> or <Botao to="/route">
];

export function findInternalLinks(text: string): FoundLink[] {
  const found: FoundLink[] = [];
  for (const pattern of LINK_PATTERNS) {
    for (const m of text.matchAll(pattern)) found.push({ href: m[1], index: m.index ?? 0 });
  }
  return found;
}

export function splitHref(href: string): { pathname: string; hash: string } {
  const [withoutHash, hash = ''] = href.split('#');
  const pathname = withoutHash.split('?')[0].replace(/(.)\/$/, '$1') || '/';
  return { pathname, hash };
}

/** The existing route nearest to a mistyped one, if it is close enough to be a typo. */
export function closestRoute(pathname: string, routes: string[]): string | undefined {
  return closest(pathname, routes, Math.max(3, Math.floor(pathname.length / 4)));
}
