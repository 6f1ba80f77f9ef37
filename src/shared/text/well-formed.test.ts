import { describe, expect, it } from 'vitest';
import { wellFormed } from './well-formed';

describe('wellFormed', () => {
  it('keeps every pair and turns each lone half into U+FFFD', () => {
    expect(wellFormed('a😀b')).toBe('a😀b');
    expect(wellFormed('a\uD83Db')).toBe('a\uFFFDb');
    expect(wellFormed('a\uDE00b\uD83D')).toBe('a\uFFFDb\uFFFD');
    expect(wellFormed('\uDE00\uD83D\uD83D\uDE00')).toBe('\uFFFD\uFFFD😀');
  });
});
