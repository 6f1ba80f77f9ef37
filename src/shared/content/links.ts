import type { Root } from 'mdast';
import { isOtherHostPath } from './mdx-subset.ts';
import { closest } from '../text/edit-distance.ts';
import { isJsxElement, valueText, walk } from './mdx-walk.ts';
import { PROJECT_PATH, projectPathMessage } from './schema/facts.ts';
import { inlineParts } from '../text/inline-markup.ts';

export interface FoundLink {
  href: string;
  line: number | undefined;
}

const LINK_ATTRIBUTES = ['href', 'to'];

/** An address on this site ("//host", "/\host" and "\\host" leave it). */
export const isInternal = (href: string) => href.startsWith('/') && !isOtherHostPath(href);

/** A file's path in the project ("public/documentos/x.pdf") is checked too: it is a mistake. */
const isSiteLink = (href: string) => isInternal(href) || PROJECT_PATH.test(href);

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

/** The existing route nearest to a mistyped one, if close enough to be a typo. */
export function closestRoute(pathname: string, routes: string[]): string | undefined {
  return closest(pathname, routes, Math.max(3, Math.floor(pathname.length / 4)));
}

/** Every link to this site a frontmatter value holds: a whole value, or [text](href) read as InlineText reads it. */
export function collectFrontmatterLinks(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (isSiteLink(value)) out.push(value);
    else for (const part of inlineParts(value)) if (part.kind === 'link' && isSiteLink(part.href)) out.push(part.href);
  } else if (Array.isArray(value)) value.forEach((v) => collectFrontmatterLinks(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => collectFrontmatterLinks(v, out));
  return out;
}

/** A missing page (with the nearest address) or a project path. `isFile`: whether public/ serves that path. */
export function linkProblem(href: string, routes: ReadonlySet<string>, isFile: (pathname: string) => boolean): { message: string; fix: string } | undefined {
  const { pathname } = splitHref(href);
  if (routes.has(pathname)) return undefined;
  if (PROJECT_PATH.test(href)) return { message: `o link ${projectPathMessage(href)}.`, fix: 'O arquivo enviado em Mídia fica no endereço que começa por "/documentos/".' };
  if (/\.[a-z0-9]+$/i.test(pathname) && isFile(decodeURIComponent(pathname))) return undefined;
  const guess = closestRoute(pathname, [...routes]);
  return {
    message: `o link "${href}" aponta para uma página que não existe.`,
    fix: guess ? `Você quis dizer "${guess}"? Páginas existentes ficam em content/paginas/.` : 'Confira o endereço; as páginas existentes ficam em content/paginas/.',
  };
}
