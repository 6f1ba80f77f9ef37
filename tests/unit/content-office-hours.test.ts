/**
 * The weekly hours of content/office.yml (`horario.semana`), written by editors: groups of days with
 * one or more intervals each. Each mistake stops the build with one Portuguese message naming the
 * file, the line, the field and a fix; a valid week reaches the sentence every page writes.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/node/content/load';
import { formatContentErrors } from '../../src/node/content/report';
import { officeHours } from '../../src/shared/content/facts';
import { siteWith } from './fixture-site';

const OFFICE = 'content/office.yml';
const WEEK = `  semana:
    - dias: [segunda, terca, quarta, quinta, sexta]
      intervalos:
        - abre: "08:00"
          fecha: "16:00"
`;

/** The fixture site with office.yml's `semana` replaced by `week`. */
function load(week: string) {
  const site = loadContent(siteWith(OFFICE, (t) => {
    if (!t.includes(WEEK)) throw new Error('a semana do fixture mudou');
    return t.replace(WEEK, week);
  }));
  return { site, errors: site.errors.filter((e) => e.file === OFFICE), report: formatContentErrors(site.errors) };
}

function oneError(week: string) {
  const { errors, report } = load(week);
  expect(errors, report).toHaveLength(1);
  expect(errors[0].fix, report).toBeTruthy();
  return errors[0];
}

/** Line 25 is `semana:` in the fixture's office.yml. */
const LINE = 25;

describe('content/office.yml: the weekly hours', () => {
  it('Saturday morning and a lunch break, days written by hand with accents', () => {
    const { site, errors, report } = load(`  semana:
    - dias: [Segunda, Terça-feira, quarta, quinta, sexta]
      intervalos:
        - abre: "08:00"
          fecha: "12:00"
        - abre: "14:00"
          fecha: "18:00"
    - dias: [sábado]
      intervalos:
        - abre: "08:00"
          fecha: "12:00"
  plantao: "Registro de óbito aos domingos e feriados: plantão pelo telefone (96) 99999-0000."
`);
    expect(errors, report).toEqual([]);
    expect(officeHours(site.office)).toBe('Segunda a sexta-feira, das 8h às 12h e das 14h às 18h; sábado, das 8h às 12h');
    expect(site.facts['cartorio.horarioPlantao']).toContain('plantão pelo telefone');
  });

  it('intervals that overlap', () => {
    const error = oneError(`${WEEK}        - abre: "15:00"\n          fecha: "18:00"\n`);
    expect(error).toMatchObject({ line: LINE + 5, field: 'horario › semana › [1º item] › intervalos › [2º item]' });
    expect(error.message).toBe('o intervalo que abre às 15:00 começa antes de o anterior fechar (16:00); os intervalos não podem se sobrepor.');
    expect(error.fix).toContain('intervalos:');
  });

  it('intervals out of order', () => {
    const error = oneError(WEEK.replace('"08:00"', '"14:00"').replace('"16:00"', '"18:00"') + '        - abre: "08:00"\n          fecha: "12:00"\n');
    expect(error.field).toBe('horario › semana › [1º item] › intervalos › [2º item]');
    expect(error.message).toContain('os intervalos estão fora de ordem');
  });

  it('closing before opening', () => {
    const error = oneError(WEEK.replace('"16:00"', '"07:00"'));
    expect(error).toMatchObject({ line: LINE + 4, field: 'horario › semana › [1º item] › intervalos › [1º item] › fecha' });
    expect(error.message).toBe('"fecha" (07:00) precisa ser depois de "abre" (08:00).');
  });

  it('a time that is not HH:MM', () => {
    const error = oneError(WEEK.replace('"16:00"', '"16h"'));
    expect(error.message).toContain('não está no formato esperado');
    expect(error.fix).toContain('fecha: "16:00"   (horas:minutos, com dois dígitos');
  });

  it('a day in two groups', () => {
    const error = oneError(`${WEEK}    - dias: [sexta, sabado]\n      intervalos:\n        - abre: "08:00"\n          fecha: "12:00"\n`);
    expect(error).toMatchObject({ line: LINE + 5, field: 'horario › semana › [2º item] › dias › [1º item]' });
    expect(error.message).toBe('"sexta" está em dois grupos de dias (o 1º e o 2º); cada dia só pode aparecer uma vez.');
  });

  it('a day that does not exist', () => {
    const error = oneError(WEEK.replace('sexta]', 'sextou]'));
    expect(error.field).toBe('horario › semana › [1º item] › dias › [5º item]');
    expect(error.message).toContain('Use um destes: segunda, terca, quarta, quinta, sexta, sabado, domingo');
    expect(error.fix).toContain('dias: [segunda, terca, quarta, quinta, sexta]');
  });

  it('the old shape (dias, abre and fecha as texts) names the new fields', () => {
    const { errors, report } = load('  dias: "Segunda a sexta-feira"\n  abre: "08:00"\n  fecha: "16:00"\n');
    expect(report).toContain('campo desconhecido "dias", "abre", "fecha" dentro de "horario"');
    expect(errors.some((e) => e.message.includes('falta o campo obrigatório "horario › semana"'))).toBe(true);
  });
});
