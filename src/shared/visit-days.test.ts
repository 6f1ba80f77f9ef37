/** The visit plan's day list over the kinds of days content/feriados.yml and the week's hours make. */
import { describe, expect, it } from 'vitest';
import { dayOfIso } from './office-status';
import { officeSchedule } from './content/holidays';
import { visitDays } from './visit-days';
import type { Holidays, Office } from './content/schema';

const office = {
  fusoHorario: 'America/Belem',
  horario: {
    observacao: '',
    semana: [
      { dias: ['segunda', 'terca', 'quarta', 'quinta', 'sexta'], intervalos: [{ abre: '08:00', fecha: '12:00' }, { abre: '13:00', fecha: '16:00' }] },
      { dias: ['sabado'], intervalos: [{ abre: '08:00', fecha: '12:00' }] },
    ],
  },
} as Office;

const holidays: Holidays = {
  amostra: false,
  pontosFacultativos: { quartaDeCinzas: true, quartaDeCinzasAbreAs: '12:00' },
  feriadosEstaduais: [{ nome: 'Dia de São José', dia: '03-19' }],
  fechamentos: [{ nome: 'Recesso de fim de ano', inicio: '2026-12-24', fim: '2026-12-31' }],
};

const named = officeSchedule(office, holidays, true);

describe('visitDays', () => {
  it('gives each day its weekday, date and hours, with a lunch break and a short Saturday', () => {
    // 2026-12-18 is a Friday.
    const days = visitDays(dayOfIso('2026-12-18'), 3, named);
    expect(days).toEqual([
      { date: 'sexta-feira, 18/12', open: true, text: '8h às 12h e 13h às 16h' },
      { date: 'sábado, 19/12', open: true, text: '8h às 12h' },
      { date: 'domingo, 20/12', open: false, text: 'fechado' },
    ]);
  });

  it('names a national holiday, a state holiday and the office closure', () => {
    expect(visitDays(dayOfIso('2026-12-24'), 2, named).map((d) => d.text)).toEqual(['fechado (Recesso de fim de ano)', 'fechado (Recesso de fim de ano)']);
    expect(visitDays(dayOfIso('2027-11-02'), 1, named)[0]).toMatchObject({ open: false, text: 'fechado (feriado nacional)' });
    // Good Friday 2027: March 26.
    expect(visitDays(dayOfIso('2027-03-26'), 1, named)[0].text).toBe('fechado (feriado nacional)');
    expect(visitDays(dayOfIso('2027-03-19'), 1, named)[0].text).toBe('fechado (Dia de São José)');
  });

  it('names a day that opens late, with its hours', () => {
    // Ash Wednesday 2027: February 10.
    expect(visitDays(dayOfIso('2027-02-10'), 1, named)[0]).toEqual({ date: 'quarta-feira, 10/02', open: true, text: '13h às 16h (Quarta-feira de Cinzas)' });
  });

  it('the status schedule carries no names, so the day list says only "fechado" from it', () => {
    expect(officeSchedule(office, holidays).closures.every((c) => c.name === undefined)).toBe(true);
    expect(visitDays(dayOfIso('2026-12-24'), 1, officeSchedule(office, holidays))[0].text).toBe('fechado');
  });
});
