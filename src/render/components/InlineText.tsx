import { Fragment, type ReactNode } from 'react';
import { SmartLink } from './SmartLink';
import { splitPhones } from '../../shared/text/phone-text';

// **bold** and [text](href): the only inline marks frontmatter text supports.
const TOKEN = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Plain text with each phone number as a tel: link (as in MDX prose, src/build/mdx/rehype-phone-links.ts). */
function withPhoneLinks(text: string, key: number): ReactNode[] {
  return splitPhones(text).map((part, i) => (typeof part === 'string' ? part : <a key={`${key}-${i}`} href={part.href}>{part.phone}</a>));
}

/** Renders a frontmatter string with bold, links and phone links as React elements (never as an HTML string). */
export function InlineText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const index = m.index ?? 0;
    if (index > last) parts.push(...withPhoneLinks(text.slice(last, index), last));
    parts.push(m[1] !== undefined ? <strong key={index}>{withPhoneLinks(m[1], index)}</strong> : <SmartLink key={index} href={m[3]}>{m[2]}</SmartLink>);
    last = index + m[0].length;
  }
  if (last < text.length) parts.push(...withPhoneLinks(text.slice(last), last));
  return <Fragment>{parts}</Fragment>;
}
