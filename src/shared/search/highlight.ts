/**
 * Highlighting as data: text is cut into segments, the matched words flagged, and the UI renders
 * flagged segments as <mark> elements. Nothing here produces HTML, so a query such as
 * `<img src=x onerror=alert(1)>` can only ever show up as text.
 */
import { PASSAGE_BREAK } from './index-format';
import { words } from './normalize';
import { matchesOf } from '../text/matches';

export interface Segment {
  text: string;
  /** A matched word, shown in <mark>. */
  mark: boolean;
}

const ELLIPSIS = '…';

/**
 * The search terms that matched: a set, or each term with the query group it answers (synonyms of one
 * concept share a group, so "valores … emolumentos" counts once in choosing a snippet).
 */
export type MatchedTerms = ReadonlySet<string> | ReadonlyMap<string, number>;

const conceptOf = (terms: MatchedTerms, term: string) => (terms instanceof Map ? (terms.get(term) ?? term) : term);

function segmentsOf(text: string, from: number, to: number, terms: MatchedTerms): Segment[] {
  const out: Segment[] = [];
  // A lead-in and its item are two passages of the text: shown on one line.
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

/** The whole text with every word whose search term is in `terms` marked. */
export function highlight(text: string, terms: MatchedTerms): Segment[] {
  return segmentsOf(text, 0, text.length, terms);
}

/** Sentence ends inside a passage: ". " (or "!", "?", "…") before a capital letter or an opening quote. */
const SENTENCE_END = /[.!?…]["”)]?\s+(?=["“(]?\p{Lu})/gu;
/** What a passage may end with that reads as a cut-off fragment when shown alone. */
const TRAILING = /[\s;,]+$/;

/** The sentences and list items of a text (passages are split by PASSAGE_BREAK, sentences by their end), as offsets. */
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
 * The snippet of a result: the one sentence or list item of `text` that answers most of the query's groups
 * (the first one when none matches), whole when it fits in about `length` characters, otherwise cut at
 * word boundaries around its matches with "…" where text was left out. Never text glued from two places.
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
  // A long sentence: the window of `length` characters from a word a little before its first match.
  const spans = words(text.slice(start, end)).map((w) => ({ ...w, start: w.start + start, end: w.end + start }));
  const firstHit = spans.find((w) => terms.has(w.term));
  let from = firstHit ? (spans.find((w) => w.start >= firstHit.start - 40) ?? firstHit).start : start;
  // Keep a full window: a match near the end of the sentence shows the words before it.
  if (end - from < length) from = spans.find((w) => w.start >= end - length)?.start ?? from;
  let to = Math.min(end, from + length);
  if (to < end) to = [...spans].reverse().find((w) => w.end <= to && w.start >= from)?.end ?? to;
  const out = segmentsOf(text, from, to, terms);
  if (from > start) out.unshift({ text: ELLIPSIS, mark: false });
  if (to < end) out.push({ text: ELLIPSIS, mark: false });
  return out;
}
