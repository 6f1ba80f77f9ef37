import { describe, expect, test } from 'vitest';
import { deadlineFacts, deadlineText, kindText, spanText } from './deadline-text';

describe('deadline sentences from numbers', () => {
  test('one number, "até", a range and "no mesmo dia"', () => {
    expect(kindText({ prazo: 3, unidade: 'dias-uteis' })).toBe('3 dias úteis');
    expect(kindText({ prazo: 1, unidade: 'dias-uteis' })).toBe('1 dia útil');
    expect(kindText({ ate: 15, unidade: 'dias-uteis' })).toBe('até 15 dias úteis');
    expect(kindText({ de: 3, ate: 5, unidade: 'dias-uteis' })).toBe('3 a 5 dias úteis');
    expect(kindText({ de: 0, ate: 48, unidade: 'horas' })).toBe('no mesmo dia, e no máximo em 48 horas úteis');
    expect(kindText({ ate: 24, unidade: 'horas-corridas', antes: 'em' })).toBe('em até 24 horas');
    expect(kindText({ ate: 15, unidade: 'dias-corridos', antes: 'em', depois: 'depois do nascimento' })).toBe('em até 15 dias depois do nascimento');
  });

  test('the words after a number with a comma follow a comma', () => {
    expect(kindText({ de: 0, ate: 48, unidade: 'horas', depois: 'quando o registro é deste cartório' }))
      .toBe('no mesmo dia, e no máximo em 48 horas úteis, quando o registro é deste cartório');
  });

  test('kinds join with "e", or with ";" when a part has a comma', () => {
    expect(deadlineText([
      { antes: 'em', ate: 24, unidade: 'horas', depois: 'para pedidos simples' },
      { antes: 'no máximo em', prazo: 5, unidade: 'dias-uteis', depois: 'nos demais casos' },
    ])).toBe('em até 24 horas úteis para pedidos simples e no máximo em 5 dias úteis nos demais casos');
    expect(deadlineText([
      { de: 0, ate: 48, unidade: 'horas', depois: 'quando o registro é deste cartório' },
      { ate: 5, unidade: 'dias-uteis', depois: 'quando é preciso buscar o registro em outro cartório' },
    ])).toBe('no mesmo dia, e no máximo em 48 horas úteis, quando o registro é deste cartório; até 5 dias úteis quando é preciso buscar o registro em outro cartório');
  });

  test('the span goes from the shortest to the longest kind', () => {
    expect(spanText([{ de: 1, ate: 3, unidade: 'dias-uteis' }, { de: 3, ate: 5, unidade: 'dias-uteis' }])).toBe('de 1 a 5 dias úteis');
  });

  test('each named fact gets its sentence', () => {
    const facts = deadlineFacts({
      amostra: false,
      prazos: [{ servico: 'escrituras', fatoFaixa: 'faixa', tipos: [
        { nome: 'Simples', fato: 'simples', de: 3, ate: 5, unidade: 'dias-uteis' },
        { nome: 'Complexa', fato: 'complexa', de: 7, ate: 10, unidade: 'dias-uteis' },
      ] }],
    });
    expect(facts).toEqual({ faixa: 'de 3 a 10 dias úteis', simples: '3 a 5 dias úteis', complexa: '7 a 10 dias úteis' });
  });
});
