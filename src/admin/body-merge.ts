/**
 * A rich-text save written over the text it came from: Decap rewrites the whole text, so each top-level
 * block that means the same as one of the file's keeps the file's spelling. Unchanged text, byte-identical
 * file. "Means the same" is the MDX syntax tree without positions.
 */
import type { Root, RootContent } from 'mdast';
import { parseBody } from './body-check.ts';

interface Block { key: string; start: number; end: number }

const WHERE = new Set(['position', 'start', 'end', 'loc', 'range']);

/** {{fatos.x}} would be an MDX expression: braces swapped for letters MDX reads as text. */
const masked = (text: string) => text.replace(/\{\{|\}\}/g, (pair) => (pair === '{{' ? '⦃⦃' : '⦄⦄'));

function blocks(text: string): Block[] | undefined {
  let tree: Root;
  try {
    tree = parseBody(masked(text));
  } catch {
    return undefined;
  }
  return tree.children.map((node: RootContent) => ({
    key: JSON.stringify(node, (k, v: unknown) => (WHERE.has(k) ? undefined : v)),
    start: node.position!.start.offset!,
    end: node.position!.end.offset!,
  }));
}

/** For each block of `after`, the index of the block of `before` it keeps (longest common subsequence), or -1. */
function matches(before: Block[], after: Block[]): number[] {
  const n = before.length;
  const m = after.length;
  const table = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i][j] = before[i].key === after[j].key ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    }
  }
  const kept = new Array<number>(m).fill(-1);
  for (let i = 0, j = 0; i < n && j < m;) {
    if (before[i].key === after[j].key) { kept[j] = i; i++; j++; } else if (table[i + 1][j] >= table[i][j + 1]) i++; else j++;
  }
  return kept;
}

export function mergeBody(edited: string, original: string | undefined): string {
  if (original === undefined || edited === original) return edited;
  const before = blocks(original);
  const after = blocks(edited);
  // A text that does not parse is written as typed: the check before the save says what is wrong.
  if (!before || !after || !before.length || !after.length) return edited;
  const kept = matches(before, after);
  let out = original.slice(0, before[0].start);
  after.forEach((block, j) => {
    if (j > 0) {
      const [previous, now] = [kept[j - 1], kept[j]];
      out += previous >= 0 && now === previous + 1
        ? original.slice(before[previous].end, before[now].start)
        : edited.slice(after[j - 1].end, block.start);
    }
    out += kept[j] >= 0 ? original.slice(before[kept[j]].start, before[kept[j]].end) : edited.slice(block.start, block.end);
  });
  return out + original.slice(before[before.length - 1].end);
}
