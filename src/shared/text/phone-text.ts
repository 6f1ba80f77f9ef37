/** Phone numbers in running text ("(96) 3222-0000") become tel: links, so a visitor can tap to call. */
import { telHref } from './format.ts';
import { matchesOf } from './matches.ts';

const PHONE_IN_TEXT = /\((\d{2})\)\s?(\d{4,5})-(\d{4})/g;

export type TextPart = string | { phone: string; href: string };

export function splitPhones(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of matchesOf(text, PHONE_IN_TEXT)) {
    const index = m.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    parts.push({ phone: m[0], href: telHref(`55${m[1]}${m[2]}${m[3]}`) });
    last = index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
