import { foldCase } from './fold.ts';

const SLUG_PART = '[a-z0-9]+(?:-[a-z0-9]+)*';
export const SLUG = new RegExp(`^${SLUG_PART}$`);
/** "/" or slugs joined by "/" ("/servicos/escrituras"). */
export const ROUTE = new RegExp(`^/(?:${SLUG_PART}(?:/${SLUG_PART})*)?$`);

/** "Documentos Necessários" → "documentos-necessarios": ASCII anchors that survive copy and paste. */
export function slugify(text: string): string {
  return foldCase(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Ids for a page's headings, in order: the slug of each text, "-2", "-3"… on repeats. One rule for MDX
 * headings and the search index's anchors, so both always agree.
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
