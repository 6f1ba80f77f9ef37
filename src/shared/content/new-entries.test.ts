import { describe, expect, it } from 'vitest';
import { NEW_ENTRIES, newEntryProblems, withNewEntries } from './new-entries';

describe('new facts and search groups added from the editor', () => {
  it('become keys of the file, before the facts still to confirm; the list is never written', () => {
    const data = { prazo: '3 dias', amostra: ['prazo'], [NEW_ENTRIES]: [{ nome: 'prazoCertidao', texto: '5 dias úteis' }] };
    expect(withNewEntries(data)).toEqual({ prazo: '3 dias', prazoCertidao: '5 dias úteis', amostra: ['prazo'] });
    expect(Object.keys(withNewEntries(data))).toEqual(['prazo', 'prazoCertidao', 'amostra']);
    expect(withNewEntries({ rg: ['identidade'], [NEW_ENTRIES]: [{ nome: 'cnh', variacoes: ['habilitação', ' '] }] }))
      .toEqual({ rg: ['identidade'], cnh: ['habilitação'] });
    expect(withNewEntries({ a: 'x', [NEW_ENTRIES]: [] })).toEqual({ a: 'x' });
  });

  it('never overwrite an entry the file has', () => {
    expect(withNewEntries({ prazo: '3 dias', [NEW_ENTRIES]: [{ nome: 'prazo', texto: 'outro' }] })).toEqual({ prazo: '3 dias' });
  });

  it('a fact needs a one-word name without accents, a text, and a name the file does not use for another text', () => {
    const problems = newEntryProblems({ prazo: '3 dias', [NEW_ENTRIES]: [
      { nome: 'prazo certidão', texto: 'x' }, { nome: 'novo', texto: '' }, { nome: 'prazo', texto: 'outro' }, { texto: 'sem nome' },
    ] }, 'fato')!;
    expect(problems).toMatch(/^Não dá para salvar: /);
    expect(problems).toContain('novo fato nº 1: o nome "prazo certidão" precisa ser uma palavra só');
    expect(problems).toContain('novo fato nº 2 ("novo"): falta o texto');
    expect(problems).toContain('novo fato nº 3: já existe "prazo" neste arquivo');
    expect(problems).toContain('novo fato nº 4: falta o nome');
    expect(newEntryProblems({ prazo: '3 dias', [NEW_ENTRIES]: [{ nome: 'prazoCertidao', texto: '5 dias' }] }, 'fato')).toBeUndefined();
  });

  it('saving again after the new fact was written is fine (the form keeps its list)', () => {
    expect(newEntryProblems({ prazoCertidao: '5 dias', [NEW_ENTRIES]: [{ nome: 'prazoCertidao', texto: '5 dias' }] }, 'fato')).toBeUndefined();
  });

  it('a search group needs a variation, and each word in one group only (accents and case aside)', () => {
    const data = { 'carteira de identidade': ['RG'], [NEW_ENTRIES]: [{ nome: 'habilitacao', variacoes: ['CNH', 'rg'] }, { nome: 'procuração', variacoes: [] }] };
    const problems = newEntryProblems(data, 'grupo')!;
    expect(problems).toContain('novo grupo nº 1: "rg" já está no grupo "carteira de identidade"');
    expect(problems).toContain('novo grupo nº 2 ("procuração"): escreva pelo menos uma variação');
    expect(newEntryProblems({ rg: ['identidade'], [NEW_ENTRIES]: [{ nome: 'CNH', variacoes: ['habilitação'] }] }, 'grupo')).toBeUndefined();
  });
});
