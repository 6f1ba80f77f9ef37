import { describe, expect, it } from 'vitest';
import { itemLabel } from './item-labels.ts';

describe('a folded list item, labelled by what it means', () => {
  it('a group of office hours reads as the site writes it', () => {
    expect(itemLabel('semana', { dias: ['segunda', 'terca', 'quarta', 'quinta', 'sexta'], intervalos: [{ abre: '08:00', fecha: '16:00' }] }))
      .toBe('Segunda a sexta-feira, das 8h às 16h');
  });

  it('a kind of deadline reads as its name and its numbers', () => {
    expect(itemLabel('tipos', { nome: 'Escritura simples', de: 3, ate: 5, unidade: 'dias-uteis' })).toBe('Escritura simples: 3 a 5 dias úteis');
  });

  it('a kind without a name reads as its sentence; a deadline as its service and its kinds', () => {
    expect(itemLabel('tipos', { fato: 'prazoLavraturaProtesto', antes: 'em', ate: 3, unidade: 'dias-uteis', depois: 'depois da intimação' }))
      .toBe('em até 3 dias úteis depois da intimação');
    expect(itemLabel('prazos', { servico: 'escrituras', tipos: [{ nome: 'Escritura simples', de: 3, ate: 5, unidade: 'dias-uteis' }, { nome: 'Escritura complexa', de: 7, ate: 10, unidade: 'dias-uteis' }] }))
      .toBe('escrituras: Escritura simples: 3 a 5 dias úteis; Escritura complexa: 7 a 10 dias úteis');
  });

  it('a half-filled item or another list has no sentence: the form\'s summary stays', () => {
    expect(itemLabel('semana', { dias: [] })).toBeUndefined();
    expect(itemLabel('documentos', { nome: 'RG' })).toBeUndefined();
  });
});
