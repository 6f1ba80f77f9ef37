/**
 * Highlighting as data: text is cut into segments, the matched words flagged, and the UI renders
 * flagged segments as <mark> elements. Nothing here produces HTML, so a query such as
 * `<img src=x onerror=alert(1)>` can only ever show up as text.
 */
import { words } from './normalize';

export interface Segment {
  text: string;
  /** A matched word, shown in <mark>. */
  mark: boolean;
}

const ELLIPSIS = '…';

function segmentsOf(text: string, from: number, to: number, terms: ReadonlySet<string>): Segment[] {
  const out: Segment[] = [];
  let last = from;
  for (const w of words(text.slice(from, to))) {
    if (!terms.has(w.term)) continue;
    const start = from + w.start;
    const end = from + w.end;
    if (start > last) out.push({ text: text.slice(last, start), mark: false });
    out.push({ text: text.slice(start, end), mark: true });
    last = end;
  }
  if (last < to) out.push({ text: text.slice(last, to), mark: false });
  return out;
}

/** The whole text with every word whose search term is in `terms` marked. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  return segmentsOf(text, 0, text.length, terms);
}

/**
 * A window of about `length` characters around the passage with the most distinct matched words,
 * cut at word boundaries, with "…" where text was left out.
 */
export function snippet(text: string, terms: ReadonlySet<string>, length = 170): Segment[] {
  if (text.length <= length) return highlight(text, terms);
  const spans = words(text);
  const hits = spans.filter((w) => terms.has(w.term));
  let start = 0;
  let best = 0;
  for (const hit of hits) {
    const from = Math.max(0, hit.start - 40);
    const distinct = new Set(hits.filter((h) => h.start >= from && h.end <= from + length).map((h) => h.term)).size;
    if (distinct > best) {
      best = distinct;
      start = from;
    }
  }
  if (start > 0) start = spans.find((w) => w.start >= start)?.start ?? start;
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const lastWhole = [...spans].reverse().find((w) => w.end <= end && w.start >= start);
    if (lastWhole) end = lastWhole.end;
  }
  const out = segmentsOf(text, start, end, terms);
  if (start > 0) out.unshift({ text: ELLIPSIS, mark: false });
  if (end < text.length) out.push({ text: ELLIPSIS, mark: false });
  return out;
}
