/**
 * Every match of a global pattern, with its offset, as `text.matchAll(pattern)` gives them: browser code
 * uses this because `matchAll` arrived in Safari 13, and the site reads on Safari 12. All matches are
 * collected before the caller sees one, so the caller may use the same pattern meanwhile.
 */
export function matchesOf(text: string, pattern: RegExp): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    out.push(m);
    // An empty match would match again at the same place.
    if (!m[0]) pattern.lastIndex += 1;
  }
  return out;
}
