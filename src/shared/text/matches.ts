/**
 * `text.matchAll(pattern)` for Safari 12, which lacks it. All matches are collected before the caller sees
 * one, so the caller may use the same pattern meanwhile.
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
