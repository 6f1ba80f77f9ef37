import { describe, expect, it } from 'vitest';
import { loadContent } from '../../node/content/load';
import { actLabel } from '../../shared/content/fee-bill';
import { findAct } from './bill-check';

const acts = loadContent(process.cwd()).feeTable.acts.map((a) => ({ ...a, label: actLabel(a) }));

describe('findAct: the act a typed name means', () => {
  it('takes the name as the list writes it, or the one act every typed word is in, accents and case aside', () => {
    expect(findAct(acts, 'Autenticação de cópia (por página)')).toMatchObject({ id: 'autenticacao-copia' });
    expect(findAct(acts, 'AUTENTICACAO')).toMatchObject({ id: 'autenticacao-copia' });
    expect(findAct(acts, 'firma semelhança')).toMatchObject({ id: 'firma-semelhanca' });
  });

  it('says why when the name fits several acts or none', () => {
    expect(findAct(acts, 'procuração')).toMatch(/^\d+ atos têm esse nome/);
    expect(findAct(acts, 'xyzw')).toBe('Escolha um ato da lista: digite parte do nome, como "autenticação".');
    expect(findAct(acts, '   ')).toBe('Escolha um ato da lista: digite parte do nome, como "autenticação".');
  });
});
