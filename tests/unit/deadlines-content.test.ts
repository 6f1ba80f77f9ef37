/**
 * content/prazos.yml, written by editors: its numbers write the deadline facts the pages use, the file is
 * optional, and each mistake stops the build with one Portuguese message naming the file, line and fix.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/node/content/load';
import { formatContentErrors } from '../../src/node/content/report';
import { DEADLINES_FILE } from '../../src/shared/content/schema';
import { FIXTURE, siteWith } from './fixture-site';
import { readyServices } from '../../src/shared/deadlines/services';

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

  it('refuses an upper limit written as an exact number', () => {
    const report = formatContentErrors(load(VALID.replace('de: 3\n        ate: 5', 'antes: "no máximo em"\n        prazo: 5')).errors);
    expect(report).toContain('escreva "ate: 5" no lugar de "prazo: 5"');
  });
});

describe('the site\'s deadlines in "Quando fica pronto?"', () => {
  const site = loadContent(process.cwd());
  const services = readyServices(site.pages, site.deadlines, site.office, site.facts);

  it('every service gives a date, a range, or says in words why no date can be given', () => {
    expect(site.errors, formatContentErrors(site.errors)).toEqual([]);
    for (const s of services) expect(s.kinds.length > 0 || s.summary.length > 10, s.slug).toBe(true);
  });

  it('the protest counts its last day to pay from the notice, and says what happens after it', () => {
    const [kind] = services.find((s) => s.slug === 'protesto')!.kinds;
    expect(kind).toMatchObject({ least: 3, most: 3, unit: 'dias-uteis', event: { label: 'Dia em que recebeu a intimação', result: 'Último dia para pagar' } });
    expect(kind.event!.after).toMatch(/o protesto é lavrado em até 3 dias úteis depois da intimação/);
    expect(kind.event!.after).not.toContain('{{');
  });

  it('birth and death registrations count from the event: 15 calendar days, 24 calendar hours', () => {
    const kinds = services.find((s) => s.slug === 'registro-civil')!.kinds;
    expect(kinds.map((k) => [k.unit, k.most, k.event?.label])).toEqual([['dias-corridos', 15, 'Dia do nascimento'], ['horas-corridas', 24, 'Dia do falecimento']]);
  });

  it('hours counted on business days say so wherever the facts write them', () => {
    expect(site.facts['fatos.prazoCertidaoDesteCartorio']).toContain('48 horas úteis');
    expect(site.facts['fatos.prazoCertidaoProtesto']).toContain('24 horas úteis');
    expect(site.facts['fatos.prazoRegistroObito']).toMatch(/24 horas depois do falecimento/);
  });
});
