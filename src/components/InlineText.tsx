import { Fragment, type ReactNode } from 'react';
import { SmartLink } from './SmartLink';

// **bold** and [text](href): the only inline marks frontmatter text supports.
const TOKEN = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Renders a frontmatter string with bold and links as React elements (never as an HTML string). */
export function InlineText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const index = m.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    parts.push(m[1] !== undefined ? <strong key={index}>{m[1]}</strong> : <SmartLink key={index} href={m[3]}>{m[2]}</SmartLink>);
    last = index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
