import { Fragment } from 'react';
import type { Segment } from '../../shared/search/highlight';

/** Text with its matched words in <mark>, built as React elements (never as an HTML string). */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : <Fragment key={i}>{s.text}</Fragment>))}
    </>
  );
}
