// Pure helpers of `npm run review` (page text, word diff, site comparison): no I/O, so tests call them directly.
import { diffArrays } from 'diff';
import { parse } from 'parse5';

/** Bump when extractText's output changes: cached texts of older versions are then rebuilt. */
export const EXTRACT_VERSION = 3;

export const TITLE_LABEL = 'Título:';
export const DESCRIPTION_LABEL = 'Descrição:';

export const LINE = '\n';

export const CONTEXT_WORDS = 6;

const SKIPPED = new Set(['script', 'style', 'noscript', 'template']);
// Every element not listed here starts and ends a line, so two list items or cells never run together.
const INLINE = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'label',
  'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr',
]);

const attr = (node, name) => node.attrs?.find((a) => a.name === name)?.value;
const normalize = (text) => text.replace(/\s+/g, ' ').trim();
const elements = (node) => (node.childNodes ?? []).filter((n) => n.tagName);

/** Hidden text, and the "Atualizado em" date any change moves, are left out. */
function isHidden(node) {
  return attr(node, 'hidden') !== undefined || attr(node, 'aria-hidden') === 'true' || attr(node, 'data-updated-on') !== undefined;
}

function plainText(node) {
  if (node.nodeName === '#text') return node.value;
  return (node.childNodes ?? []).map(plainText).join('');
}

function collectLines(node, lines, buffer) {
  let previous = null;
  for (const child of node.childNodes ?? []) {
    const afterElement = previous?.tagName !== undefined;
    if (child.nodeName !== '#comment') previous = child;
    if (child.nodeName === '#text') {
      buffer.text += child.value;
      continue;
    }
    if (!child.tagName || SKIPPED.has(child.tagName) || isHidden(child)) continue;
    const block = !INLINE.has(child.tagName);
    if (block) flush(lines, buffer);
    // Inline elements side by side are styled apart (buttons in a row): keep their words apart too.
    else if (afterElement) buffer.text += ' ';
    if (child.tagName !== 'br') collectLines(child, lines, buffer);
    if (block) flush(lines, buffer);
  }
}

function flush(lines, buffer) {
  const line = normalize(buffer.text);
  if (line) lines.push(line);
  buffer.text = '';
}

/** The <title> and meta description first (labelled), then the body one block per line. */
export function extractText(html) {
  const root = elements(parse(html)).find((n) => n.tagName === 'html');
  const head = root && elements(root).find((n) => n.tagName === 'head');
  const body = root && elements(root).find((n) => n.tagName === 'body');
  const lines = [];
  const title = head && elements(head).find((n) => n.tagName === 'title');
  if (title && normalize(plainText(title))) lines.push(`${TITLE_LABEL} ${normalize(plainText(title))}`);
  const meta = head && elements(head).find((n) => n.tagName === 'meta' && attr(n, 'name')?.toLowerCase() === 'description');
  const description = normalize(attr(meta ?? {}, 'content') ?? '');
  if (description) lines.push(`${DESCRIPTION_LABEL} ${description}`);
  if (body) {
    const buffer = { text: '' };
    collectLines(body, lines, buffer);
    flush(lines, buffer);
  }
  return lines;
}

export function toWords(lines) {
  return lines.flatMap((line, i) => (i === 0 ? line.split(' ') : [LINE, ...line.split(' ')]));
}

/** Runs `{ type: 'same', words }` / `{ type: 'change', removed, added }`. */
export function wordDiff(oldLines, newLines) {
  const runs = [];
  for (const part of diffArrays(toWords(oldLines), toWords(newLines))) {
    if (!part.added && !part.removed) {
      runs.push({ type: 'same', words: part.value });
      continue;
    }
    if (runs.at(-1)?.type !== 'change') runs.push({ type: 'change', removed: [], added: [] });
    runs.at(-1)[part.added ? 'added' : 'removed'].push(...part.value);
  }
  return mergeShortEqualities(runs);
}

const changeSize = (run) => Math.max(run.removed.length, run.added.length);

/**
 * "3 a 5" → "5 a 7" diffs minimally as "[-3 a-] 5 {+a 7+}": as in diff-match-patch's semantic cleanup, an
 * unchanged stretch within a line no longer than the changes on both sides is folded into them.
 */
export function mergeShortEqualities(runs) {
  const out = [...runs];
  for (let i = 1; i < out.length - 1; i++) {
    const [before, same, after] = [out[i - 1], out[i], out[i + 1]];
    if (same.type !== 'same' || before.type !== 'change' || after.type !== 'change') continue;
    const n = same.words.length;
    if (same.words.includes(LINE) || n > changeSize(before) || n > changeSize(after)) continue;
    out.splice(i - 1, 3, {
      type: 'change',
      removed: [...before.removed, ...same.words, ...after.removed],
      added: [...before.added, ...same.words, ...after.added],
    });
    i = Math.max(0, i - 3); // next look at the stretch just before the merged change: it may fold too
  }
  return out;
}

function contextOf(words, side, size) {
  if (side === 'before') {
    const line = words.slice(words.lastIndexOf(LINE) + 1);
    return { words: line.slice(-size), cut: line.length > size };
  }
  const end = words.indexOf(LINE);
  const line = end < 0 ? words : words.slice(0, end);
  return { words: line.slice(0, size), cut: line.length > size };
}

/** Context stays within the changed line; two changes close together on one line share a hunk. */
export function toHunks(runs, context = CONTEXT_WORDS) {
  const hunks = [];
  let hunk = null;
  runs.forEach((run, i) => {
    if (run.type === 'change') {
      if (!hunk) {
        const prev = runs[i - 1];
        const lead = prev ? contextOf(prev.words, 'before', context) : { words: [], cut: false };
        hunk = { cutBefore: lead.cut, cutAfter: false, parts: [] };
        if (lead.words.length) hunk.parts.push({ type: 'same', words: lead.words });
        hunks.push(hunk);
      }
      if (run.removed.length) hunk.parts.push({ type: 'removed', words: run.removed });
      if (run.added.length) hunk.parts.push({ type: 'added', words: run.added });
      return;
    }
    if (!hunk) return;
    const joinsNext = i < runs.length - 1 && !run.words.includes(LINE) && run.words.length <= 2 * context;
    if (joinsNext) {
      hunk.parts.push({ type: 'same', words: run.words });
      return;
    }
    const tail = contextOf(run.words, 'after', context);
    if (tail.words.length) hunk.parts.push({ type: 'same', words: tail.words });
    hunk.cutAfter = tail.cut;
    hunk = null;
  });
  return hunks;
}

export function wordsToText(words) {
  return words.map((w) => (w === LINE ? '¶' : w)).join(' ');
}

const byRoute = (a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0);
const titleOf = (lines) => lines.find((l) => l.startsWith(TITLE_LABEL))?.slice(TITLE_LABEL.length).trim() ?? '';

export function compareSites(oldPages, newPages, context = CONTEXT_WORDS) {
  const changed = [];
  const added = [];
  const removed = [];
  for (const [route, lines] of Object.entries(newPages)) {
    const old = oldPages[route];
    if (!old) added.push({ route, title: titleOf(lines) });
    else if (old.join('\n') !== lines.join('\n')) changed.push({ route, hunks: toHunks(wordDiff(old, lines), context) });
  }
  for (const [route, lines] of Object.entries(oldPages)) {
    if (!newPages[route]) removed.push({ route, title: titleOf(lines) });
  }
  return { changed: changed.sort(byRoute), added: added.sort(byRoute), removed: removed.sort(byRoute) };
}

/** A hunk on more than half the pages (and at least this many) is listed once, not page by page. */
export const SHARED_MIN_PAGES = 3;

const hunkKey = (hunk) => JSON.stringify(hunk.parts);

/** Header, footer or office-data changes repeat on every page: each such hunk is listed once, by its pages. */
export function groupSharedHunks(result, totalPages, minPages = Math.max(SHARED_MIN_PAGES, Math.floor(totalPages / 2) + 1)) {
  const routesOf = new Map();
  for (const { route, hunks } of result.changed) {
    for (const hunk of hunks) {
      const key = hunkKey(hunk);
      if (!routesOf.has(key)) routesOf.set(key, { hunk, routes: new Set() });
      routesOf.get(key).routes.add(route);
    }
  }
  const sharedKeys = new Set([...routesOf].filter(([, v]) => v.routes.size >= minPages).map(([k]) => k));
  const blocks = new Map();
  for (const [key, { hunk, routes }] of routesOf) {
    if (!sharedKeys.has(key)) continue;
    const sorted = [...routes].sort();
    const id = sorted.join('\n');
    if (!blocks.has(id)) blocks.set(id, { hunks: [], routes: sorted, everywhere: routes.size >= totalPages });
    blocks.get(id).hunks.push(hunk);
  }
  const shared = [...blocks.values()];
  const changed = result.changed
    .map(({ route, hunks }) => ({ route, hunks: hunks.filter((h) => !sharedKeys.has(hunkKey(h))) }))
    .filter(({ hunks }) => hunks.length);
  return { ...result, shared, changed, changedPages: result.changed.length };
}

/** Changed data-file lines: a new closed day may change no page text today, yet it is a change to review. */
export function parseDataDiff(diff) {
  const changes = [];
  let file = null;
  let oldLine = 0;
  let newLine = 0;
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++ ')) file = line.slice(4).replace(/^b\//, '');
    else if (line.startsWith('--- ')) continue;
    else if (line.startsWith('@@')) {
      const m = /@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
      [oldLine, newLine] = [Number(m[1]), Number(m[2])];
    } else if (file && file !== '/dev/null' && (line.startsWith('+') || line.startsWith('-'))) {
      const added = line.startsWith('+');
      const text = line.slice(1);
      if (text.trim() && !text.trim().startsWith('#')) changes.push({ file, line: added ? newLine : oldLine, sign: added ? '+' : '-', text: text.trim() });
      if (added) newLine++;
      else oldLine++;
    }
  }
  return changes;
}
