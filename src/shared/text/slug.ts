import { foldCase } from './fold.ts';

/** One slug: lower-case letters and digits, in words joined by hyphens. */
const SLUG_PART = '[a-z0-9]+(?:-[a-z0-9]+)*';
/** A slug as written in FAQ ids and anchors ("segunda-via-certidao"). */
export const SLUG = new RegExp(`^${SLUG_PART}$`);
/** A site address: "/" or slugs joined by "/" ("/servicos/escrituras"). */
export const ROUTE = new RegExp(`^/(?:${SLUG_PART}(?:/${SLUG_PART})*)?$`);

/** "Documentos Necessários" → "documentos-necessarios": ASCII anchors that survive copy and paste. */
export function slugify(text: string): string {
  return foldCase(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Ids for a page's headings, in document order: the slug of each heading's text ("secao" when it has
 * none), "-2", "-3"… on repeats. One per page: MDX headings get their id from it at compile time
 * (src/node/mdx/rehype-heading-ids.ts) and the search index its anchors, so both always agree.
 */
export function headingIds(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = slugify(text) || 'secao';
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count ? `${base}-${count + 1}` : base;
  };
}
