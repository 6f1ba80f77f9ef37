import { Fragment } from 'react';
import type { Segment } from '../../shared/search/highlight';

/** Matched words in <mark>, as React elements, never an HTML string. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : <Fragment key={i}>{s.text}</Fragment>))}
    </>
  );
}
