/**
 * content/glossario.yml, written by editors: the shipped glossary loads, the file is optional, and each
 * mistake stops the build with one Portuguese message naming the file, the line, the field and a fix.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/node/content/load';
import { formatContentErrors } from '../../src/node/content/report';
import { GLOSSARY_FILE } from '../../src/shared/content/schema';
import { FIXTURE, siteWith } from './fixture-site';

const VALID = `termos:
  - termo: "averbação"
    variantes:
      - "averbações"
    explicacao: "Uma anotação feita num registro para mostrar uma mudança."
  - termo: "traslado"
    explicacao: "A primeira cópia de uma escritura."
`;

function oneError(edit: (text: string) => string) {
  const site = loadContent(siteWith(GLOSSARY_FILE, () => edit(VALID)));
  const errors = site.errors.filter((e) => e.file === GLOSSARY_FILE);
  const report = formatContentErrors(site.errors);
  expect(errors, report).toHaveLength(1);
  expect(errors[0].fix, report).toBeTruthy();
  return { ...errors[0], report };
}

describe('content/glossario.yml', () => {
  it('the shipped glossary loads with the terms the issue names', () => {
    const site = loadContent(path.resolve(__dirname, '../..'));
    expect(site.errors.filter((e) => e.file === GLOSSARY_FILE)).toEqual([]);
    const terms = site.glossary.termos.map((t) => t.termo);
    for (const t of ['emolumentos', 'lavratura', 'averbação', 'traslado', 'outorgante', 'outorgado', 'intimação', 'apostila', 'protesto', 'tabelião',
      'escritura pública', 'procuração', 'reconhecimento de firma', 'autenticação', 'certidão de inteiro teor', 'selo', 'matrícula']) expect(terms).toContain(t);
  });

  it('is optional: without it no word is explained', () => {
    const site = loadContent(FIXTURE);
    expect(site.errors).toEqual([]);
    expect(site.glossary.termos).toEqual([]);
  });

  it('a valid file loads', () => {
    const site = loadContent(siteWith(GLOSSARY_FILE, () => VALID));
    expect(site.errors).toEqual([]);
    expect(site.glossary.termos[0]).toEqual({ termo: 'averbação', variantes: ['averbações'], explicacao: 'Uma anotação feita num registro para mostrar uma mudança.' });
  });

  it('an explanation of two sentences', () => {
    const error = oneError((t) => t.replace('mudança."', 'mudança. Por exemplo, um divórcio."'));
    expect(error).toMatchObject({ line: 5, field: 'termos › [1º item] › explicacao' });
    expect(error.message).toContain('mais de uma frase');
    expect(error.fix).toContain('explicacao: "Uma anotação');
    expect(error.report).toContain(`✗ ${GLOSSARY_FILE}, linha 5 (campo: termos › [1º item] › explicacao)`);
  });

  it('an explanation without a full stop', () => {
    const error = oneError((t) => t.replace('escritura."', 'escritura"'));
    expect(error).toMatchObject({ line: 7 });
    expect(error.message).toContain('terminar com ponto final');
  });

  it('a word in two terms (accents and capitals do not count)', () => {
    const error = oneError((t) => t.replace('"traslado"', '"Averbacoes"'));
    expect(error).toMatchObject({ line: 6, field: 'termos › [2º item] › termo' });
    expect(error.message).toContain('"Averbacoes" já está no glossário, no termo "averbação"');
  });

  it('a term without its explanation', () => {
    const error = oneError((t) => t.replace('    explicacao: "A primeira cópia de uma escritura."\n', ''));
    expect(error.message).toContain('falta o campo obrigatório "termos › [2º item] › explicacao"');
    expect(error.fix).toContain('explicacao: "Uma anotação feita num registro');
  });
});
