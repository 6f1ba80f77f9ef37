/**
 * content/feriados.yml, written by editors: the shipped sample loads, the file is optional, and each
 * mistake stops the build with one Portuguese message naming the file, the line, the field and a fix.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/node/content/load';
import { formatContentErrors } from '../../src/node/content/report';
import { closureFacts, HOLIDAYS_FILE, officeSchedule } from '../../src/shared/content/holidays';
import { officeStatus, statusText } from '../../src/shared/office-status';
import { FIXTURE, siteWith } from './fixture-site';

const VALID = `amostra: false
pontosFacultativos:
  segundaDeCarnaval: true
  tercaDeCarnaval: true
  quartaDeCinzas: true
  quartaDeCinzasAbreAs: "12:00"
  corpusChristi: false
feriadosEstaduais:
  - nome: "Dia de São José"
    dia: "03-19"
feriadosMunicipais:
  - nome: "Aniversário de Macapá"
    dia: "02-04"
fechamentos:
  - nome: "Recesso de fim de ano"
    inicio: "2026-12-24"
    fim: "2026-12-31"
`;

/** Loads the fixture site with content/feriados.yml = VALID after `edit`; returns the errors of that file. */
function mistakes(edit: (text: string) => string) {
  const site = loadContent(siteWith(HOLIDAYS_FILE, () => edit(VALID)));
  return { errors: site.errors.filter((e) => e.file === HOLIDAYS_FILE), report: formatContentErrors(site.errors) };
}

function oneError(edit: (text: string) => string) {
  const { errors, report } = mistakes(edit);
  expect(errors, report).toHaveLength(1);
  expect(errors[0].fix, report).toBeTruthy();
  return { ...errors[0], report };
}

describe('content/feriados.yml', () => {
  it('the shipped sample (Macapá/AP) loads, is marked as sample, and closes the office on its days', () => {
    const site = loadContent(path.resolve(__dirname, '../..'));
    expect(site.errors.filter((e) => e.file === HOLIDAYS_FILE)).toEqual([]);
    expect(site.holidays.amostra).toBe(true);
    const schedule = officeSchedule(site.office, site.holidays);
    expect(schedule.zone).toBe('America/Belem');
    // 4 February, Macapá's anniversary, is a Thursday in 2027.
    expect(statusText(officeStatus(new Date('2027-02-04T13:00:00Z'), schedule))).toBe('Fechado agora · abre amanhã às 8h');
  });

  it('is optional: without it only weekends and national holidays close the office', () => {
    const site = loadContent(FIXTURE);
    expect(site.errors).toEqual([]);
    expect(officeSchedule(site.office, site.holidays).closures).toEqual([]);
  });

  it('a valid file becomes the schedule the browser gets', () => {
    const site = loadContent(siteWith(HOLIDAYS_FILE, () => VALID));
    expect(site.errors).toEqual([]);
    expect(officeSchedule(site.office, site.holidays)).toEqual({
      zone: 'America/Belem', week: [[], ...Array(5).fill([[480, 960]]), []],
      closures: [{ on: -48 }, { on: -47 }, { on: -46, opens: '12:00' }, { on: '03-19' }, { on: '02-04' }, { on: '2026-12-24', to: '2026-12-31' }],
    });
  });

  it('a day written day-month ("19-03") instead of month-day', () => {
    const error = oneError((t) => t.replace('dia: "03-19"', 'dia: "19-03"'));
    expect(error).toMatchObject({ line: 10, field: 'feriadosEstaduais › [1º item] › dia' });
    expect(error.message).toContain('"19-03" não é uma data válida: escreva mês-dia, como "03-19"');
    expect(error.fix).toContain('dia: "03-19"');
    expect(error.report).toContain(`✗ ${HOLIDAYS_FILE}, linha 10 (campo: feriadosEstaduais › [1º item] › dia)`);
  });

  it('a date that does not exist', () => {
    const error = oneError((t) => t.replace('fim: "2026-12-31"', 'fim: "2026-12-32"'));
    expect(error).toMatchObject({ line: 17 });
    expect(error.message).toContain('"2026-12-32" não é uma data válida');
    expect(error.fix).toContain('fim: "2026-12-31"');
  });

  it('a closure that ends before it starts', () => {
    const error = oneError((t) => t.replace('fim: "2026-12-31"', 'fim: "2026-12-20"'));
    expect(error).toMatchObject({ line: 17, field: 'fechamentos › [1º item] › fim' });
    expect(error.message).toContain('o fim (2026-12-20) vem antes do início (2026-12-24)');
  });

  it('special hours on a date: the intervals become the schedule of that day', () => {
    const special = `${VALID}  - nome: "Mutirão de registro"\n    inicio: "2027-03-20"\n    intervalos:\n      - abre: "08:00"\n        fecha: "12:00"\n`;
    const site = loadContent(siteWith(HOLIDAYS_FILE, () => special));
    expect(site.errors).toEqual([]);
    const schedule = officeSchedule(site.office, site.holidays);
    expect(schedule.closures.at(-1)).toEqual({ on: '2027-03-20', hours: [[480, 720]] });
    // Saturday 20 March 2027, 9h in Belém: open for the day's special hours.
    expect(statusText(officeStatus(new Date('2027-03-20T12:00:00Z'), schedule))).toBe('Aberto agora · fecha às 12h');
  });

  it('special hours with a late opening as well', () => {
    const error = oneError((t) => `${t}    abreAs: "10:00"\n    intervalos:\n      - abre: "08:00"\n        fecha: "12:00"\n`);
    expect(error).toMatchObject({ line: 18, field: 'fechamentos › [1º item] › abreAs' });
    expect(error.message).toContain('com "intervalos" (o horário especial desses dias), apague "abreAs" e "fechaAs"');
  });

  it('special hours out of order', () => {
    const error = oneError((t) => `${t}    intervalos:\n      - abre: "14:00"\n        fecha: "18:00"\n      - abre: "08:00"\n        fecha: "12:00"\n`);
    expect(error).toMatchObject({ line: 21, field: 'fechamentos › [1º item] › intervalos › [2º item]' });
    expect(error.message).toContain('os intervalos estão fora de ordem: o que abre às 08:00 vem depois do que abre às 14:00');
  });

  it('a misspelt switch', () => {
    const error = oneError((t) => t.replace('corpusChristi: false', 'corpusCristi: false'));
    expect(error).toMatchObject({ line: 7, field: 'corpusCristi' });
    expect(error.message).toContain('campo desconhecido "corpusCristi"');
  });

  it('a switch written as a word instead of true or false', () => {
    const error = oneError((t) => t.replace('segundaDeCarnaval: true', 'segundaDeCarnaval: fechado'));
    expect(error).toMatchObject({ line: 3 });
    expect(error.message).toContain('deveria ser true ou false');
    expect(error.fix).toContain('segundaDeCarnaval: true');
  });

  it('a time written "12h" instead of "12:00"', () => {
    const error = oneError((t) => t.replace('quartaDeCinzasAbreAs: "12:00"', 'quartaDeCinzasAbreAs: "12h"'));
    expect(error).toMatchObject({ line: 6 });
    expect(error.message).toContain('não está no formato esperado');
    expect(error.fix).toContain('quartaDeCinzasAbreAs: "12:00"');
  });

  it('an opening time for Ash Wednesday while it is switched off', () => {
    const error = oneError((t) => t.replace('quartaDeCinzas: true', 'quartaDeCinzas: false'));
    expect(error).toMatchObject({ line: 6 });
    expect(error.message).toContain('só vale com "quartaDeCinzas: true"');
  });

  it('a holiday without a name', () => {
    const error = oneError((t) => t.replace('  - nome: "Aniversário de Macapá"\n    dia:', '  - dia:'));
    expect(error.message).toBe('falta o campo obrigatório "feriadosMunicipais › [1º item] › nome".');
    expect(error.fix).toContain('nome: "Aniversário da cidade"');
  });

  it('a YAML slip (a tab for indentation)', () => {
    const { errors } = mistakes((t) => t.replace('  corpusChristi: false', '\tcorpusChristi: false'));
    expect(errors).toHaveLength(1);
    expect(errors[0].line).toBe(7);
    expect(errors[0].message).toContain('tabulação (tecla Tab)');
  });

  it('a fact name used by two closures', () => {
    const error = oneError((t) => `${t}    fato: fimDeAno\n  - nome: "Outro"\n    inicio: "2027-12-24"\n    fato: fimDeAno\n`);
    expect(error).toMatchObject({ line: 21, field: 'fechamentos › [2º item] › fato' });
    expect(error.message).toContain('o fato "fimDeAno" já é de outro fechamento');
  });

  it('an office time zone that does not exist', () => {
    const site = loadContent(siteWith('content/office.yml', (t) => t.replace('fusoHorario: "America/Belem"', 'fusoHorario: "America/Macapa"')));
    expect(site.errors).toHaveLength(1);
    expect(site.errors[0]).toMatchObject({ file: 'content/office.yml', field: 'fusoHorario', line: 17 });
    expect(site.errors[0].message).toBe('o fuso horário "America/Macapa" não existe.');
    expect(site.errors[0].fix).toContain('fusoHorario: "America/Belem"');
  });
});

describe('facts from named closures ({{feriados.x}}) for news items', () => {
  it('the sample year-end closure: its dates and the reopening, in the news item about it', () => {
    const site = loadContent(path.resolve(__dirname, '../..'));
    expect(site.facts['feriados.fimDeAno']).toBe('de 24 a 31 de dezembro de 2026');
    // 1 January 2027 is a Friday (a national holiday), then the weekend.
    expect(site.facts['feriados.fimDeAnoVolta']).toBe('segunda-feira, 4 de janeiro de 2027, às 8h');
    const news = site.news.find((n) => n.slug === 'atendimento-fim-de-ano')!;
    expect(news.body).toContain('O cartório não abre de 24 a 31 de dezembro de 2026');
    expect(news.body).toContain('O atendimento volta na segunda-feira, 4 de janeiro de 2027, às 8h.');
  });

  it('one day, a range across the new year, a range within a year, a late reopening', () => {
    const { office } = loadContent(FIXTURE);
    const facts = closureFacts(office, {
      amostra: false,
      pontosFacultativos: { segundaDeCarnaval: true, tercaDeCarnaval: true, quartaDeCinzas: true, quartaDeCinzasAbreAs: '12:00' },
      fechamentos: [
        { nome: 'Dedetização', inicio: '2026-07-10', fato: 'dedetizacao' },
        { nome: 'Recesso', inicio: '2027-12-24', fim: '2028-01-02', fato: 'recesso' },
        { nome: 'Reforma', inicio: '2027-01-28', fim: '2027-02-05', fato: 'reforma' },
      ],
    });
    expect(facts).toEqual({
      'feriados.dedetizacao': 'em 10 de julho de 2026',
      'feriados.dedetizacaoVolta': 'segunda-feira, 13 de julho de 2026, às 8h',
      'feriados.recesso': 'de 24 de dezembro de 2027 a 2 de janeiro de 2028',
      'feriados.recessoVolta': 'segunda-feira, 3 de janeiro de 2028, às 8h',
      // Carnival 2027 is 8–9 February (closed), then Ash Wednesday opens at noon.
      'feriados.reforma': 'de 28 de janeiro a 5 de fevereiro de 2027',
      'feriados.reformaVolta': 'quarta-feira, 10 de fevereiro de 2027, às 12h',
    });
  });

  it('a news item using a closure fact that no longer exists stops the build', () => {
    const site = loadContent(siteWith('content/noticias/aviso.mdx', (t) => t.replace(/\n---\n/, '\n---\nFechado {{feriados.fimDeAno}}.\n')));
    const error = site.errors.find((e) => e.message.includes('feriados.fimDeAno'));
    expect(error, formatContentErrors(site.errors)).toMatchObject({ file: 'content/noticias/aviso.mdx' });
    expect(error!.message).toBe('o fato "{{feriados.fimDeAno}}" não existe.');
  });
});
