import { describe, expect, it } from 'vitest';
import { loadContent } from '../../node/content/load';
import { buildSearchIndex } from '../../node/search-index/extract';
import { createEngine } from './whole-engine';
import { familyKey } from './family';
import { setFamilies } from './vocabulary';

describe('familyKey', () => {
  it('gives a verb, its nouns, participles and diminutives one key', () => {
    const families = [
      ['agendar', 'agendamento', 'agendado'], ['reconhecer', 'reconhecimento', 'reconhecido'], ['autenticar', 'autenticacao', 'autenticado'],
      ['apostilar', 'apostilamento', 'apostila'], ['registrar', 'registro', 'registrado'], ['protestar', 'protesto'],
      ['nascer', 'nascimento'], ['divorciar', 'divorcio', 'divorciado'], ['procurar', 'procuracao', 'procurador'], ['averbar', 'averbacao'],
      ['casar', 'casamento', 'casado'], ['casa', 'casinha'], ['papel', 'papelzinho'], ['certidao', 'certidaozinha'], ['assinar', 'assinatura'],
      ['atender', 'atendimento', 'atendente'], ['formal', 'formalmente'],
    ];
    for (const [first, ...rest] of families) for (const other of rest) expect(familyKey(other), other).toBe(familyKey(first));
  });

  it('keeps short words whole: a house is not a wedding', () => {
    expect(familyKey('casa')).not.toBe(familyKey('casamento'));
    expect(familyKey('ata')).toBe('ata');
  });
});

describe('word families in the search', () => {
  const engine = createEngine(buildSearchIndex(loadContent(process.cwd())));
  const first = (q: string) => engine.search(q).hits[0]?.route;

  it('finds the page by another word of its family, or a word spelt by sound at its first letters', () => {
    expect(engine.search('ajendar horario').hits[0]?.href).toBe('/duvidas#agendamento');
    expect(first('sertidao de nacimento')).toBe('/servicos/certidoes-registro-civil');
    setFamilies(false);
    try {
      expect(engine.search('lavrar escriturinha').hits[0]?.route).not.toBe('/servicos/escrituras');
    } finally {
      setFamilies(true);
    }
    engine.clearMemo();
    expect(first('lavrar escriturinha')).toBe('/servicos/escrituras');
  });
});
