import { foldCase } from './fold.ts';

/** "Documentos Necessários" → "documentos-necessarios": ASCII anchors that survive copy and paste. */
export function slugify(text: string): string {
  return foldCase(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
