import { describe, expect, it } from 'vitest';
import { matchesOf } from './matches';

describe('matchesOf', () => {
  it('gives what matchAll gives: each match, its groups and offset', () => {
    const text = '(96) 3222-0000 ou (96) 99999-0000, e "Certidão" de nascimento.';
    for (const pattern of [/\((\d{2})\)\s?(\d{4,5})-(\d{4})/g, /[\p{L}\p{N}]+/gu, /x*/g]) {
      const ours = matchesOf(text, pattern).map((m) => [m.index, ...m]);
      expect(ours).toEqual([...text.matchAll(pattern)].map((m) => [m.index, ...m]));
    }
  });

  it('leaves the pattern usable at once by the caller, even inside the loop', () => {
    const word = /\w+/g;
    const seen = matchesOf('um dois', word).map((m) => [m[0], 'um dois'.match(word)!.length]);
    expect(seen).toEqual([['um', 2], ['dois', 2]]);
    expect(matchesOf('tres', word).map((m) => m[0])).toEqual(['tres']);
  });
});
