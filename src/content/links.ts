/** Finding and checking internal links written in content (Markdown links and JSX href/to props). */

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

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = current;
    }
  }
  return row[b.length];
}

/** The existing route nearest to a mistyped one, if it is close enough to be a typo. */
export function closestRoute(pathname: string, routes: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const route of routes) {
    const d = distance(pathname, route);
    if (d < bestDistance) [best, bestDistance] = [route, d];
  }
  return bestDistance <= Math.max(3, Math.floor(pathname.length / 4)) ? best : undefined;
}
