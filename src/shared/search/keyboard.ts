/** A thumb one key off at a word's first letters files it in another bucket ("xertidao" → "ce"). */
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

const NEIGHBOURS = new Map<string, string>();
ROWS.forEach((row, r) => {
  [...row].forEach((key, i) => {
    // Each row sits half a key to the right of the one above it.
    const near = [row[i - 1], row[i + 1], ROWS[r - 1]?.[i], ROWS[r - 1]?.[i + 1], ROWS[r + 1]?.[i - 1], ROWS[r + 1]?.[i]];
    NEIGHBOURS.set(key, near.filter(Boolean).join(''));
  });
});

/** One key off at the first or the second letter. */
export function keyboardBuckets(word: string): string[] {
  const [a, b] = word;
  if (!a || !b) return [];
  return [...[...NEIGHBOURS.get(a) ?? ''].map((k) => k + b), ...[...NEIGHBOURS.get(b) ?? ''].map((k) => a + k)];
}
