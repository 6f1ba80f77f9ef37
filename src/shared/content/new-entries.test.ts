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

  it('a new entry needs a name, a text or a variation, and a name the file does not use for something else', () => {
    const problems = newEntryProblems({ prazo: '3 dias', [NEW_ENTRIES]: [
      { nome: 'novo', texto: '' }, { nome: 'prazo', texto: 'outro' }, { texto: 'sem nome' }, { nome: 'novo', texto: 'x' },
    ] }, 'fato');
    expect(problems).toEqual([
      'novo fato nº 1 ("novo"): falta o texto',
      'novo fato nº 2: já existe "prazo" neste arquivo; mude o texto no campo dele ou escolha outro nome',
      'novo fato nº 3: falta o nome',
      'novo fato nº 4: o nome "novo" aparece duas vezes',
    ]);
    expect(newEntryProblems({ rg: ['identidade'], [NEW_ENTRIES]: [{ nome: 'procuração', variacoes: [' '] }] }, 'grupo'))
      .toEqual(['novo grupo nº 1 ("procuração"): escreva pelo menos uma variação']);
    expect(newEntryProblems({ prazo: '3 dias', [NEW_ENTRIES]: [{ nome: 'prazoCertidao', texto: '5 dias' }] }, 'fato')).toEqual([]);
  });

  it('saving again after the new fact was written is fine (the form keeps its list)', () => {
    expect(newEntryProblems({ prazoCertidao: '5 dias', [NEW_ENTRIES]: [{ nome: 'prazoCertidao', texto: '5 dias' }] }, 'fato')).toEqual([]);
  });
});
