import { describe, expect, it } from 'vitest';
import { factItems } from './fact-list.ts';

describe('the facts preview lists each fact of the form', () => {
  const facts = { 'fatos.prazo': '5 dias', 'cartorio.nome': 'Cartório X', 'fatos.velho': 'texto salvo' };
  const uses = { prazoEscrituraSimples: [{ title: 'Escrituras Públicas', route: '/servicos/escrituras' }], arquivo: [{ title: 'Arquivo', route: '/a' }] };

  it('by its name in plain words, its text with other facts filled in (the form\'s own first), and where it is used', () => {
    const items = factItems({ prazoEscrituraSimples: 'em {{fatos.velho}}, no {{cartorio.nome}}', velho: 'texto novo' }, facts, uses);
    expect(items.map(({ key, name, text, uses: u }) => ({ key, name, text, uses: u.map((x) => x.route) }))).toEqual([
      { key: 'fatos.prazoEscrituraSimples', name: 'Prazo escritura simples', text: 'em texto novo, no Cartório X', uses: ['/servicos/escrituras'] },
      { key: 'fatos.velho', name: 'Velho', text: 'texto novo', uses: [] },
    ]);
  });

  it('new facts from the form\'s list are listed too; those still to confirm are marked; `amostra` is no fact', () => {
    const items = factItems({ prazo: 'x', amostra: ['prazo'], novos: [{ nome: 'novoFato', texto: 'y' }] }, facts, {});
    expect(items.map((i) => [i.key, i.toConfirm])).toEqual([['fatos.prazo', true], ['fatos.novoFato', false]]);
  });

  it('a fact written per registry ("arquivoComRegistroDeImoveis") is used where pages write {{fatos.arquivo}}', () => {
    expect(factItems({ arquivoComRegistroDeImoveis: 'z' }, facts, uses)[0].uses).toEqual(uses.arquivo);
  });
});
