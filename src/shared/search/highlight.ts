/** Highlighting as data, never HTML: a query such as `<img src=x onerror=…>` can only show up as text. */
import { PASSAGE_BREAK } from './index-format';
import { words } from './normalize';
import { matchesOf } from '../text/matches';

export interface Segment {
  text: string;
  mark: boolean;
}

const ELLIPSIS = '…';

/** A map gives each term its query group: synonyms of one concept count once in choosing a snippet. */
export type MatchedTerms = ReadonlySet<string> | ReadonlyMap<string, number>;

const conceptOf = (terms: MatchedTerms, term: string) => (terms instanceof Map ? (terms.get(term) ?? term) : term);

function segmentsOf(text: string, from: number, to: number, terms: MatchedTerms): Segment[] {
  const out: Segment[] = [];
  // A lead-in and its item, two passages, show on one line.
  const plain = (a: number, b: number) => out.push({ text: text.slice(a, b).split(PASSAGE_BREAK).join(' '), mark: false });
  let last = from;
  for (const w of words(text.slice(from, to))) {
    if (!terms.has(w.term)) continue;
    const start = from + w.start;
    const end = from + w.end;
    if (start > last) plain(last, start);
    out.push({ text: text.slice(start, end), mark: true });
    last = end;
  }
  if (last < to) plain(last, to);
  return out;
}

export function highlight(text: string, terms: MatchedTerms): Segment[] {
  return segmentsOf(text, 0, text.length, terms);
}

/** ". " (or "!", "?", "…") before a capital letter or an opening quote. */
const SENTENCE_END = /[.!?…]["”)]?\s+(?=["“(]?\p{Lu})/gu;
/** Reads as a cut-off fragment when a passage is shown alone. */
const TRAILING = /[\s;,]+$/;

/** The sentences and list items of a text, as offsets. */
export function passages(text: string): [start: number, end: number][] {
  const out: [number, number][] = [];
  const push = (start: number, end: number) => {
    const piece = text.slice(start, end);
    const lead = piece.length - piece.trimStart().length;
    const kept = piece.trimStart().replace(TRAILING, '').length;
    if (kept) out.push([start + lead, start + lead + kept]);
  };
  let from = 0;
  for (const line of text.split(PASSAGE_BREAK)) {
    let start = from;
    for (const m of matchesOf(line, SENTENCE_END)) {
      push(start, from + m.index + m[0].trimEnd().length);
      start = from + m.index + m[0].length;
    }
    push(start, from + line.length);
    from += line.length + PASSAGE_BREAK.length;
  }
  return out;
}

/**
 * The one sentence or list item that answers most of the query's groups, cut at word boundaries around
 * its matches when too long; never text glued from two places.
 */
export function snippet(text: string, terms: MatchedTerms, length = 170): Segment[] {
  let best: [number, number] | undefined;
  let bestCount = 0;
  const all = passages(text);
  for (const [start, end] of all) {
    const count = new Set(words(text.slice(start, end)).filter((w) => terms.has(w.term)).map((w) => conceptOf(terms, w.term))).size;
    if (!best || count > bestCount) {
      best = [start, end];
      bestCount = count;
    }
  }
  if (!best) return [];
  const [start] = best;
  let [, end] = best;
  // A lead-in ("Documentos de quem vende:") is shown with the first item it introduces.
  const next = text.endsWith(':', end) ? all.find(([s]) => s >= end) : undefined;
  if (next) end = next[1];
  if (end - start <= length) return segmentsOf(text, start, end, terms);
  const spans = words(text.slice(start, end)).map((w) => ({ ...w, start: w.start + start, end: w.end + start }));
  const firstHit = spans.find((w) => terms.has(w.term));
  let from = firstHit ? (spans.find((w) => w.start >= firstHit.start - 40) ?? firstHit).start : start;
  // A full window: a match near the sentence's end shows the words before it.
  if (end - from < length) from = spans.find((w) => w.start >= end - length)?.start ?? from;
  let to = Math.min(end, from + length);
  if (to < end) to = [...spans].reverse().find((w) => w.end <= to && w.start >= from)?.end ?? to;
  const out = segmentsOf(text, from, to, terms);
  if (from > start) out.unshift({ text: ELLIPSIS, mark: false });
  if (to < end) out.push({ text: ELLIPSIS, mark: false });
  return out;
}
