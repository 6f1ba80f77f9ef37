import { describe, expect, it } from 'vitest';
import { Vocabulary } from './vocabulary';

const terms = (matches: { term: string }[]) => matches.map((m) => m.term);

describe('Vocabulary typos', () => {
  const vocabulary = new Vocabulary(['procuracao', 'procurador', 'protesto', 'prova', 'prazo', 'praca']);

  it('finds a long word with two typos, a swap counting as one', () => {
    expect(terms(vocabulary.resolve('porcuracoa', false))).toContain('procuracao');
    expect(terms(vocabulary.resolve('protseto', false))).toContain('protesto');
  });

  it('finds a short word with one typo only, and rates one typo above two', () => {
    expect(terms(vocabulary.resolve('prazp', false))).toContain('prazo');
    expect(terms(vocabulary.resolve('przp', false))).not.toContain('prazo');
    const found = vocabulary.resolve('procuracoa', false);
    expect(found.find((m) => m.term === 'procuracao')?.quality).toBe(0.7);
    expect(vocabulary.resolve('porcuracoa', false).find((m) => m.term === 'procuracao')?.quality).toBe(0.5);
  });

  it('leaves typos out for an editor\'s synonym', () => {
    expect(terms(vocabulary.resolve('protseto', false, false))).toEqual([]);
  });
});
