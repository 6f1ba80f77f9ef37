import { Fragment, type ReactNode } from 'react';
import { SmartLink } from './SmartLink';
import { splitPhones } from '../../shared/text/phone-text';
import { inlineParts } from '../../shared/text/inline-markup';

/** Plain text with each phone number as a tel: link (as in MDX prose, src/node/mdx/rehype-phone-links.ts). */
function withPhoneLinks(text: string, key: number): ReactNode[] {
  return splitPhones(text).map((part, i) => (typeof part === 'string' ? part : <a key={`${key}-${i}`} href={part.href}>{part.phone}</a>));
}

/** Renders a frontmatter string with bold, links and phone links as React elements (never as an HTML string). */
export function InlineText({ text }: { text: string }) {
  const parts = inlineParts(text).flatMap((part): ReactNode[] => {
    switch (part.kind) {
      case 'text': return withPhoneLinks(part.text, part.index);
      case 'strong': return [<strong key={part.index}>{withPhoneLinks(part.text, part.index)}</strong>];
      case 'link': return [<SmartLink key={part.index} href={part.href}>{part.text}</SmartLink>];
    }
  });
  return <Fragment>{parts}</Fragment>;
}
