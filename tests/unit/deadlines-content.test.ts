/**
 * content/prazos.yml, written by editors: its numbers write the deadline facts the pages use, the file is
 * optional, and each mistake stops the build with one Portuguese message naming the file, line and fix.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/node/content/load';
import { formatContentErrors } from '../../src/node/content/report';
import { DEADLINES_FILE } from '../../src/shared/content/schema';
import { FIXTURE, siteWith } from './fixture-site';

const VALID = `amostra: false
prazos:
  - servico: exemplo
    tipos:
      - fato: prazoExemploPronto
        de: 3
        ate: 5
        unidade: dias-uteis
`;

const load = (text: string) => loadContent(siteWith(DEADLINES_FILE, () => text));

describe('content/prazos.yml', () => {
  it('writes each named deadline as a fact the pages read', () => {
    const site = load(VALID);
    expect(site.errors, formatContentErrors(site.errors)).toEqual([]);
    expect(site.facts['fatos.prazoExemploPronto']).toBe('3 a 5 dias úteis');
    expect(site.deadlines.prazos[0].servico).toBe('exemplo');
  });

  it('is optional: a site without it loads, with no deadline to count', () => {
    const site = loadContent(FIXTURE);
    expect(site.errors).toEqual([]);
    expect(site.deadlines.prazos).toEqual([]);
  });

  it('refuses a fact a facts file writes too, naming both files', () => {
    const site = load(VALID.replace('prazoExemploPronto', 'prazoExemplo'));
    expect(site.errors).toHaveLength(1);
    expect(site.errors[0]).toMatchObject({ file: 'content/fatos/gerais.yml', field: 'prazoExemplo' });
    expect(site.errors[0].message).toContain(`também é escrito por ${DEADLINES_FILE}`);
  });

  it('refuses a service that is not a service page, with the line and the pages that exist', () => {
    const site = load(VALID.replace('servico: exemplo', 'servico: exemplos'));
    expect(site.errors).toHaveLength(1);
    expect(site.errors[0]).toMatchObject({ file: DEADLINES_FILE, line: 3, field: 'servico' });
    expect(site.errors[0].fix).toContain('existem: exemplo');
  });

  it('refuses a range written backwards, in Portuguese', () => {
    const report = formatContentErrors(load(VALID.replace('de: 3', 'de: 7')).errors);
    expect(report).toContain(`✗ ${DEADLINES_FILE}, linha 7 (campo: prazos › [1º item] › tipos › [1º item] › ate)`);
    expect(report).toContain('"ate" (5) precisa ser maior que "de" (7)');
  });

  it('refuses a unit it does not know, showing how to write it', () => {
    const report = formatContentErrors(load(VALID.replace('dias-uteis', 'dias')).errors);
    expect(report).toContain(`✗ ${DEADLINES_FILE}, linha 8`);
    expect(report).toContain('unidade: dias-uteis');
  });
});
