/**
 * Phone numbers written in running text, as people write them in Brazil: "(96) 3222-0000" or
 * "(96) 99999-0000". The MDX pipeline (src/node/mdx/rehype-phone-links.ts) and frontmatter text
 * (InlineText) turn each into a tel: link, so a visitor on a phone can tap to call.
 */
import { telHref } from './format.ts';
import { matchesOf } from './matches.ts';

const PHONE_IN_TEXT = /\((\d{2})\)\s?(\d{4,5})-(\d{4})/g;

export type TextPart = string | { phone: string; href: string };

/** Splits text into plain strings and phone numbers with their tel: address (country code 55). */
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
