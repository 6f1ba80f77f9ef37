import { describe, expect, it } from 'vitest';
import { readNumber, showNumber, type NumberKind } from './number-input.ts';
import { seededRandom } from '../seeded-random.ts';

const value = (text: string, kind: NumberKind = 'reais') => {
  const reading = readNumber(text, kind);
  return reading.ok ? reading.value : reading.message;
};

describe('numbers as people in Brazil type them', () => {
  it.each([
    ['92,50', 92.5], ['1.234,56', 1234.56], ['R$ 92,50', 92.5], ['r$92,5', 92.5], ['92.50', 92.5], ['92', 92],
    ['1.234', 1234], ['1.234.567,89', 1234567.89], [' 3 500,00 ', 3500], ['0,05', 0.05], ['0.5', 0.5], ['1\u00a0234,00', 1234],
  ])('%s is %s', (text, expected) => {
    expect(value(text)).toBe(expected);
  });

  it.each([
    ['abc', 'não é um número'], ['92,5,0', 'não é um número'], ['1.23,45', 'use a vírgula só para os centavos'], ['12,345', 'tem mais de dois centavos'],
    ['', 'não é um número'], ['R$', 'não é um número'], ['1e3', 'não é um número'], ['92.5.0', 'não é um número'],
  ])('%s is refused: %s', (text, message) => {
    expect(value(text)).toContain(message);
    expect(value(text)).toContain('Escreva como 92,50 ou 1.234,56');
  });

  it('whole numbers: thousands with dots, never decimals', () => {
    expect(value('215.613', 'inteiro')).toBe(215613);
    expect(value('215613', 'inteiro')).toBe(215613);
    expect(value('2,5', 'inteiro')).toContain('não é um número inteiro');
    expect(value('2,5', 'decimal')).toBe(2.5);
  });

  it('reads back every amount the form shows (property: show then read is the identity)', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 2000; i++) {
      const cents = Math.floor(random() * 10 ** (1 + Math.floor(random() * 9)));
      const amount = cents / 100;
      expect(readNumber(showNumber(amount, 'reais'), 'reais')).toEqual({ ok: true, value: amount });
      expect(readNumber(`R$ ${showNumber(amount, 'reais')}`, 'reais')).toEqual({ ok: true, value: amount });
      expect(readNumber(String(amount), 'reais')).toEqual({ ok: true, value: amount });
      expect(readNumber(showNumber(cents, 'inteiro'), 'inteiro')).toEqual({ ok: true, value: cents });
    }
  });
});
