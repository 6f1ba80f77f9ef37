import { describe, expect, it } from 'vitest';
import { phoneticKey, soundBuckets, soundKeys } from './phonetic';
import { setSoundAlike, Vocabulary } from './vocabulary';

describe('phoneticKey', () => {
  it('gives each spelling of one sound the same key', () => {
    const classes = [
      ['nascimento', 'nacimento', 'nassimento'], // s/c/sc/ss
      ['excecao', 'esessao', 'ecessao'], // xc/ss
      ['chave', 'xave'], // x/ch
      ['casamento', 'cazamento'], // z/s between vowels
      ['gente', 'jente'], // g/j before e/i
      ['hora', 'ora'], // silent h
      ['alto', 'auto'], // l/u at a syllable's end
      ['autenticacao', 'otenticacao'], ['autorizacao', 'otorizacao'], // "au" said o
      ['pedido', 'pidido'], ['divorcio', 'divorsiu'], // unstressed e/i, o/u
      ['assinatura', 'asinatura'], // double letters
      ['quitacao', 'kitasao'], ['certidao', 'sertidao'], // qu/k/c
      ['procuracao', 'procurasao'], // folded ç
    ];
    for (const [first, ...rest] of classes) for (const other of rest) expect(phoneticKey(other), other).toBe(phoneticKey(first));
  });

  it("keeps the site's service and tool names apart", () => {
    const names = ['certidao', 'nascimento', 'casamento', 'obito', 'escritura', 'procuracao', 'inventario', 'divorcio',
      'reconhecimento', 'firma', 'autenticacao', 'apostila', 'usucapiao', 'testamento', 'registro', 'protesto',
      'imovel', 'uniao', 'estavel', 'ata', 'notarial', 'prazo', 'preco', 'emolumento', 'canal', 'contato', 'agendamento'];
    const keys = new Map(names.map((n) => [phoneticKey(n), n]));
    expect(keys.size).toBe(names.length);
  });
});

describe('soundKeys', () => {
  it('reads an s sound before a, o or u also as the ç that folding wrote as c', () => {
    for (const [typed, site] of [['presso', 'preco'], ['servisso', 'servico'], ['cobransa', 'cobranca'], ['endereso', 'endereco'], ['heransa', 'heranca']]) {
      expect(soundKeys(typed), typed).toContain(phoneticKey(site));
    }
    // The word's own key comes first; a word without such an s has only it.
    expect(soundKeys('presso')[0]).toBe(phoneticKey('presso'));
    expect(soundKeys('certidao')).toEqual([phoneticKey('certidao')]);
  });

  it('reaches the site\'s folded word from a spelling by sound', () => {
    expect(new Vocabulary(['preco', 'prazo']).resolve('presso', false)).toEqual([{ term: 'preco', quality: 0.65 }]);
  });
});

describe('sound-alike matching in a bucket', () => {
  it('finds a word spelt as it sounds beyond the typo allowance, below an exact match', () => {
    // "prasu" is two edits from "prazo" (a five-letter word allows one), in the same bucket.
    const words = new Vocabulary(['prazo', 'preco', 'protesto']);
    expect(words.resolve('prasu', false)).toEqual([{ term: 'prazo', quality: 0.65 }]);
    expect(words.resolve('prazo', false)[0]).toEqual({ term: 'prazo', quality: 1 });
    setSoundAlike(false);
    expect(new Vocabulary(['prazo']).resolve('prasu', false)).toEqual([]);
    setSoundAlike(true);
  });
});

describe('soundBuckets', () => {
  it('reaches the bucket a word spelt by sound belongs in when its first letters are the ones swapped', () => {
    expect(soundBuckets('sertidao')).toContain('ce');
    expect(soundBuckets('sirtidao')).toContain('ce');
    expect(soundBuckets('xave')).toContain('ch');
    // A sibilant after the first letter spelt ss or sc: "ascessibilidade", "asesor" are filed beside "acessibilidade".
    expect(soundBuckets('ascessibilidade')).toContain('ac');
    expect(soundBuckets('assessoria')).toContain('ac');
    expect(soundBuckets('ora')).toContain('ho');
    expect(soundBuckets('hobito')).toContain('ob');
    expect(soundBuckets('ajendar')).toContain('ag');
    expect(soundBuckets('jeral')).toContain('ge');
    expect(soundBuckets('kitacao')).toContain('qu');
    // An unstressed first vowel spelt as it sounds: "imolumento", "iscritura", "ubito".
    expect(soundBuckets('imolumento')).toContain('em');
    expect(soundBuckets('iscritura')).toContain('es');
    expect(soundBuckets('ubito')).toContain('ob');
  });
});
