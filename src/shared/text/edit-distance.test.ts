import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random';
import { editDistance, withinOneEdit } from './edit-distance';

describe('withinOneEdit', () => {
  it('accepts one changed, added, removed or swapped letter, and nothing more', () => {
    expect(withinOneEdit('escritura', 'escritura')).toBe(true);
    expect(withinOneEdit('escritura', 'escritira')).toBe(true);
    expect(withinOneEdit('escritura', 'escrtura')).toBe(true);
    expect(withinOneEdit('escritura', 'escrittura')).toBe(true);
    expect(withinOneEdit('escritura', 'esrcitura')).toBe(true);
    expect(withinOneEdit('escritura', 'escritrua')).toBe(true);
    expect(withinOneEdit('escritura', 'esrcitrua')).toBe(false);
    expect(withinOneEdit('escritura', 'escrita')).toBe(false);
    expect(withinOneEdit('imovel', 'movel')).toBe(true);
    expect(withinOneEdit('imovel', 'imoveis')).toBe(false);
  });

  it('agrees with editDistance on made-up pairs of near words', () => {
    const random = seededRandom(7);
    const letters = 'aeiorst';
    const pick = () => letters[Math.floor(random() * letters.length)];
    const word = () => Array.from({ length: 3 + Math.floor(random() * 5) }, pick).join('');
    const near = (w: string) => {
      const i = Math.floor(random() * (w.length + 1));
      const edits = [
        () => w.slice(0, i) + pick() + w.slice(i + 1),
        () => w.slice(0, i) + pick() + w.slice(i),
        () => w.slice(0, i) + w.slice(i + 1),
        () => w.slice(0, i) + w.slice(i + 1, i + 2) + w.slice(i, i + 1) + w.slice(i + 2),
      ];
      return edits[Math.floor(random() * edits.length)]();
    };
    for (let n = 0; n < 5000; n++) {
      const a = word();
      const b = random() < 0.5 ? near(a) : near(near(a));
      expect(withinOneEdit(a, b), `${a} / ${b}`).toBe(editDistance(a, b, 1) <= 1);
    }
  });
});
