import { describe, expect, it } from 'vitest';
import { RecordMap } from './record-map';

describe('RecordMap', () => {
  it('reads an id never set as 0 and lists ids in the order first set', () => {
    const m = new RecordMap(10);
    expect(m.get(3)).toBe(0);
    expect(m.has(3)).toBe(false);
    m.set(7, 1.5);
    m.set(2, 4);
    m.set(7, 2.5);
    expect(m.keys).toEqual([7, 2]);
    expect(m.get(7)).toBe(2.5);
    expect(m.size).toBe(2);
  });

  it('is empty after clear, old values included', () => {
    const m = new RecordMap(4);
    m.set(1, 9);
    m.clear();
    expect(m.size).toBe(0);
    expect(m.has(1)).toBe(false);
    expect(m.get(1)).toBe(0);
    m.set(1, 2);
    expect(m.get(1)).toBe(2);
    expect(m.keys).toEqual([1]);
  });
});
