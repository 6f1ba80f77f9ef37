/** Optimal string alignment distance (a transposition is one edit), or limit + 1 once it is exceeded. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > limit) return limit + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length];
}

/**
 * `editDistance(a, b, 1) <= 1` without its tables: the search runs it for every word pair, before the
 * engine has optimised anything.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  // After the first difference the rest must agree: one letter changed, added, removed, or two swapped.
  if (a.length > b.length) return a.slice(i + 1) === b.slice(i);
  if (a.length < b.length) return a.slice(i) === b.slice(i + 1);
  return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
}

export function closest(word: string, candidates: Iterable<string>, maxDistance: number): string | undefined {
  let best: string | undefined;
  let bestDistance = maxDistance + 1;
  for (const candidate of candidates) {
    const d = editDistance(word, candidate, bestDistance - 1);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

export function didYouMean(name: string, known: Iterable<string>): string {
  const nearest = closest(name, known, Math.max(1, Math.min(3, Math.floor(name.length / 3))));
  return nearest ? ` Você quis dizer "${nearest}"?` : '';
}
