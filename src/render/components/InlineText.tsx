import { Fragment, type ReactNode } from 'react';
import { SmartLink } from './SmartLink';
import { splitPhones } from '../../shared/text/phone-text';
import { inlineParts } from '../../shared/text/inline-markup';
import { splitSampleClaims } from '../../shared/content/sample-claims';
import { SampleMark } from './samples/SampleMark';

/** Phone numbers as tel: links and office claims still to confirm with their sample mark, as in MDX prose. */
function withPhoneLinks(text: string, key: number): ReactNode[] {
  return splitSampleClaims(text).flatMap((run, r) => (typeof run === 'string'
    ? splitPhones(run).map((part, i) => (typeof part === 'string' ? part : <a key={`${key}-${r}-${i}`} href={part.href}>{part.phone}</a>))
    : [<Fragment key={`${key}-${r}`}><SampleMark kind="claim" when /></Fragment>]));
}

/** A frontmatter string with bold, links and phone links as React elements, never as an HTML string. */
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
