/** Finding and checking internal links written in content (Markdown links and JSX href/to props). */
import type { Root } from 'mdast';
import { isOtherHostPath } from '../../shared/content/mdx-subset.ts';
import { closest } from '../../shared/text/edit-distance.ts';
import { isJsxElement, valueText, walk } from './mdx-tree.ts';
import { PROJECT_PATH } from '../../shared/content/schema/facts.ts';

export interface FoundLink {
  href: string;
  /** Line in the content file (the tree's positions are the file's). */
  line: number | undefined;
}

/** Components take their link in one of these props (<ButtonLink to>, <a href>, <Card href>…). */
const LINK_ATTRIBUTES = ['href', 'to'];

/** An address on this site: "/route", "/route#anchor" (not "//host", "/\host" or "\\host", which leave it). */
export const isInternal = (href: string) => href.startsWith('/') && !isOtherHostPath(href);

/** Checked as this site's links too: a file's path in the project ("public/documentos/x.pdf"), a mistake. */
const isSiteLink = (href: string) => isInternal(href) || PROJECT_PATH.test(href);

/** Every internal link of an MDX body: Markdown links and definitions, and JSX href/to attributes. */
export function findInternalLinks(tree: Root): FoundLink[] {
  const found: FoundLink[] = [];
  for (const node of walk(tree)) {
    if (node.type === 'link' || node.type === 'definition') {
      if (isSiteLink(node.url)) found.push({ href: node.url, line: node.position?.start.line });
    } else if (isJsxElement(node)) {
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || !LINK_ATTRIBUTES.includes(attribute.name)) continue;
        const href = valueText(attribute.value);
        if (href !== undefined && isSiteLink(href)) found.push({ href, line: (attribute.position ?? node.position)?.start.line });
      }
    }
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
