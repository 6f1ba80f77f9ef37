/**
 * The inline marks text fields support: **bold** and [text](href). One reading of them for the page, the
 * search index and the link check.
 */
import { matchesOf } from './matches.ts';

const TOKEN = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export type InlinePart =
  | { kind: 'text'; text: string; index: number }
  | { kind: 'strong'; text: string; index: number }
  | { kind: 'link'; text: string; href: string; index: number };

export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const m of matchesOf(text, TOKEN)) {
    const index = m.index ?? 0;
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index), index: last });
    parts.push(m[1] !== undefined ? { kind: 'strong', text: m[1], index } : { kind: 'link', text: m[2], href: m[3], index });
    last = index + m[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last), index: last });
  return parts;
}

export const plainInline = (text: string): string => inlineParts(text).map((p) => p.text).join('');
