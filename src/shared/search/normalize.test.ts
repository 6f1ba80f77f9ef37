/** Citizens type without accents, in capitals, in the plural: all of it must meet the page text. */
import { describe, expect, it } from 'vitest';
import { foldCase as fold } from '../text/fold';
import { queryTokens, stem, terms, words } from './normalize';

describe('normalisation', () => {
  it('ignores accents and case, both ways', () => {
    expect(terms('CERTIDÃO de Óbito')).toEqual(terms('certidao de obito'));
    expect(fold('Procuração')).toBe('procuracao');
    expect(fold('2ª via')).toBe('2a via');
  });

  it('brings plural and singular together', () => {
    expect(stem('certidoes')).toBe(stem('certidao'));
    expect(stem('imoveis')).toBe('imovel');
    expect(stem('documentos')).toBe('documento');
    expect(stem('notariais')).toBe('notarial');
    expect(stem('civis')).toBe('civil');
    expect(stem('uteis')).toBe('util');
    expect(stem('valores')).toBe('valor');
  });

  it('keeps the original offsets of every word, for highlighting', () => {
    const text = 'Certidões de «nascimento»';
    const spans = words(text);
    expect(spans.map((w) => text.slice(w.start, w.end))).toEqual(['Certidões', 'de', 'nascimento']);
    expect(spans[0].term).toBe('certidao');
  });
});

describe('a visitor\'s query', () => {
  it('drops the greeting it opens with, not the same words elsewhere', () => {
    expect(queryTokens('Bom dia, moço! Abre sábado?')).toEqual(['moco', 'abre', 'sabado']);
    expect(queryTokens('boa noite cartório')).toEqual(['cartorio']);
    expect(queryTokens('abre no dia bom')).toEqual(['abre', 'no', 'dia', 'bom']);
    // A greeting alone is what was searched.
    expect(queryTokens('bom dia')).toEqual(['bom', 'dia']);
  });

  it('reads words written short on a phone as the words, so phrases still match', () => {
    expect(queryTokens('qto tempo demora')).toEqual(['quanto', 'tempo', 'demora']);
    expect(queryTokens('qnd fica pronta? hj?')).toEqual(['quando', 'fica', 'pronta', 'hoje']);
    expect(queryTokens('em qtos dias vc entrega os docs')).toEqual(['em', 'quantos', 'dias', 'voce', 'entrega', 'os', 'documentos']);
    expect(queryTokens('certidao pelo cel p estagio')).toEqual(['certidao', 'pelo', 'celular', 'para', 'estagio']);
    expect(queryTokens('qnt tempo')).toEqual(['quanto', 'tempo']);
    expect(queryTokens('tive um bb oq faco agr')).toEqual(['tive', 'um', 'bebe', 'o', 'que', 'faco', 'agora']);
    // A lone letter at the end may be the start of a word being typed.
    expect(queryTokens('ate q dia')).toEqual(['ate', 'que', 'dia']);
    expect(queryTokens('q')).toEqual(['q']);
    // A relative written short is the relative, not a small word that sounds like it ("vo", "vou").
    expect(queryTokens('minha vo morreu')).toEqual(['minha', 'vo', 'morreu']);
  });
});
