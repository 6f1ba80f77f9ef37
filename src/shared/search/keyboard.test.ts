/** A thumb one key off: the buckets a misspelt word's first two letters reach. */
import { describe, expect, it } from 'vitest';
import { keyboardBuckets } from './keyboard';

describe('one key off at a word\'s first letters', () => {
  it('reaches the keys beside, above and below the first letter, and the second', () => {
    // x sits between z and c, under s and d; e between w and r, over s and d.
    expect(keyboardBuckets('xertidao')).toEqual(['ze', 'ce', 'se', 'de', 'xw', 'xr', 'xs', 'xd']);
    expect(keyboardBuckets('inmovel')).toContain('im');
    expect(keyboardBuckets('vertidao')).toContain('ce');
  });

  it('does not reach keys far apart, nor the word\'s own bucket', () => {
    expect(keyboardBuckets('xertidao')).not.toContain('xe');
    expect(keyboardBuckets('xertidao')).not.toContain('pe');
    expect(keyboardBuckets('a')).toEqual([]);
  });
});
