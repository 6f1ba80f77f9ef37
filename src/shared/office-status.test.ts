/**
 * The office status over a table of instants 2026–2028: regular hours, weekends, every national
 * holiday (fixed and Good Friday), the optional closures editors switch on (Carnival, Ash Wednesday
 * morning, Corpus Christi), state and municipal holidays, the office's own closures, and instants
 * whose calendar day differs between UTC and the office's zone (America/Belem, UTC-3).
 */
import { describe, expect, it } from 'vitest';
import {
  easter, GOOD_FRIDAY, hoursOn, isoDate, NATIONAL_HOLIDAYS, officeStatus, statusText, wallClock, type OfficeSchedule,
} from './office-status';
import { officeSchedule } from './content/holidays';
import type { Holidays, Office, Weekday } from './content/schema';

/** An office.yml `horario` with the given groups: [days, [opens, closes] per interval]. */
const hoursOf = (...groups: [Weekday[], [string, string][]][]): Office['horario'] => ({
  observacao: '', semana: groups.map(([dias, list]) => ({ dias, intervalos: list.map(([abre, fecha]) => ({ abre, fecha })) })),
});
const WORKDAYS: Weekday[] = ['segunda', 'terca', 'quarta', 'quinta', 'sexta'];
const officeWith = (horario: Office['horario']) => ({ fusoHorario: 'America/Belem', horario }) as Office;
const office = officeWith(hoursOf([WORKDAYS, [['08:00', '16:00']]]));
/** Monday to Friday 8h–16h in minutes, Sunday first. */
const WEEK: OfficeSchedule['week'] = [[], [[480, 960]], [[480, 960]], [[480, 960]], [[480, 960]], [[480, 960]], []];

/** The kinds of closures content/feriados.yml has, as an office in Macapá might list them. */
const holidays: Holidays = {
  amostra: false,
  pontosFacultativos: {
    segundaDeCarnaval: true, tercaDeCarnaval: true, quartaDeCinzas: true, quartaDeCinzasAbreAs: '12:00', corpusChristi: true,
  },
  feriadosEstaduais: [{ nome: 'Dia de São José', dia: '03-19' }],
  feriadosMunicipais: [{ nome: 'Aniversário de Macapá', dia: '02-04' }, { nome: 'Visita oficial (só em 2028)', dia: '2028-08-10' }],
  fechamentos: [
    { nome: 'Recesso de fim de ano', inicio: '2027-12-24', fim: '2028-01-02' },
    { nome: 'Véspera do recesso', inicio: '2027-12-23', fechaAs: '12:00' },
    { nome: 'Dedetização', inicio: '2026-07-10' },
  ],
};

const schedule = officeSchedule(office, holidays);

/** An instant given as the office's wall-clock time (Belém is UTC-3 all year, no daylight saving). */
const belem = (local: string) => new Date(`${local}:00-03:00`);
const text = (instant: Date, s: OfficeSchedule = schedule) => statusText(officeStatus(instant, s));

const OPEN = 'Aberto agora · fecha às 16h';
const TODAY = 'Fechado agora · abre hoje às 8h';
const TOMORROW = 'Fechado agora · abre amanhã às 8h';
const MONDAY = 'Fechado agora · abre segunda-feira às 8h';

describe('office status: the table 2026–2028', () => {
  const table: [what: string, instant: string, expected: string][] = [
    // Regular weekdays
    ['Tuesday mid-morning', '2026-11-24T10:00', OPEN],
    ['Tuesday at opening time', '2026-11-24T08:00', OPEN],
    ['Tuesday a minute before closing', '2026-11-24T15:59', OPEN],
    ['Tuesday before opening', '2026-11-24T07:59', TODAY],
    ['Tuesday just after midnight', '2026-11-24T00:05', TODAY],
    ['Tuesday at closing time', '2026-11-24T16:00', TOMORROW],
    ['Tuesday evening', '2026-11-24T20:30', TOMORROW],
    ['Friday evening → Monday', '2026-11-27T17:00', MONDAY],
    ['Friday before opening', '2027-06-04T06:30', TODAY],
    ['Saturday', '2026-11-28T11:00', MONDAY],
    ['Sunday morning', '2027-06-06T09:00', TOMORROW],
    ['Sunday late evening', '2026-11-29T23:59', TOMORROW],
    // Every fixed national holiday (on a weekday), across the three years
    ['1º de janeiro (Thursday 2026)', '2026-01-01T10:00', TOMORROW],
    ['Tiradentes, 21/4 (Tuesday 2026)', '2026-04-21T10:00', TOMORROW],
    ['Dia do Trabalho, 1/5 (Friday 2026)', '2026-05-01T10:00', MONDAY],
    ['Independência, 7/9 (Monday 2026)', '2026-09-07T10:00', TOMORROW],
    ['Nossa Senhora Aparecida, 12/10 (Tuesday 2027)', '2027-10-12T10:00', TOMORROW],
    ['Finados, 2/11 (Thursday 2028)', '2028-11-02T10:00', TOMORROW],
    ['Proclamação da República, 15/11 (Monday 2027)', '2027-11-15T10:00', TOMORROW],
    ['Consciência Negra, 20/11 (Friday 2026)', '2026-11-20T10:00', MONDAY],
    ['Natal, 25/12 (Monday 2028)', '2028-12-25T10:00', TOMORROW],
    ['the evening before a holiday: Monday 2026-11-02 is Finados', '2026-10-30T18:00', 'Fechado agora · abre terça-feira às 8h'],
    // Good Friday, from Easter
    ['Good Friday 2026 (3 April)', '2026-04-03T10:00', MONDAY],
    ['Good Friday 2027 (26 March)', '2027-03-26T10:00', MONDAY],
    ['Good Friday 2028 (14 April)', '2028-04-14T10:00', MONDAY],
    ['Thursday evening before Good Friday 2027', '2027-03-25T17:00', MONDAY],
    ['Thursday before Good Friday 2028 is open', '2028-04-13T10:00', OPEN],
    // Carnival and Ash Wednesday morning (switches in feriados.yml)
    ['Carnival Monday 2027 (8 February)', '2027-02-08T10:00', 'Fechado agora · abre quarta-feira às 12h'],
    ['Carnival Tuesday 2026 (17 February)', '2026-02-17T10:00', 'Fechado agora · abre amanhã às 12h'],
    ['Friday before Carnival 2028 → Ash Wednesday noon', '2028-02-25T16:30', 'Fechado agora · abre quarta-feira às 12h'],
    ['Ash Wednesday 2027 morning', '2027-02-10T09:00', 'Fechado agora · abre hoje às 12h'],
    ['Ash Wednesday 2027 afternoon', '2027-02-10T13:00', OPEN],
    ['Ash Wednesday 2028 (1 March) just before noon', '2028-03-01T11:59', 'Fechado agora · abre hoje às 12h'],
    // Corpus Christi
    ['Corpus Christi 2026 (4 June)', '2026-06-04T10:00', TOMORROW],
    ['Wednesday evening before Corpus Christi 2027 (27 May)', '2027-05-26T18:00', 'Fechado agora · abre sexta-feira às 8h'],
    ['Corpus Christi 2028 (15 June)', '2028-06-15T15:00', TOMORROW],
    // State and municipal holidays
    ['state holiday 19/3 (Thursday 2026)', '2026-03-19T10:00', TOMORROW],
    ['state holiday 19/3 on a Friday (2027)', '2027-03-18T17:00', MONDAY],
    ['municipal holiday 4/2 (Thursday 2027)', '2027-02-04T10:00', TOMORROW],
    ['municipal holiday 4/2 on a Friday (2028)', '2028-02-03T17:00', MONDAY],
    ['a municipal holiday of one year only (2028-08-10)', '2028-08-10T10:00', TOMORROW],
    ['…is a normal day in other years', '2027-08-10T10:00', OPEN],
    // The office's own closures
    ['year-end closure spanning New Year', '2027-12-27T10:00', 'Fechado agora · abre segunda-feira, 3 de janeiro, às 8h'],
    ['last day of the closure, evening', '2028-01-02T20:00', TOMORROW],
    ['the day before the closure closes at noon: morning', '2027-12-23T11:00', 'Aberto agora · fecha às 12h'],
    ['the day before the closure, afternoon', '2027-12-23T12:30', 'Fechado agora · abre segunda-feira, 3 de janeiro, às 8h'],
    ['first day after the closure', '2028-01-03T08:30', OPEN],
    ['a closure on a Friday: Thursday evening skips it and the weekend', '2026-07-09T16:30', MONDAY],
    ['New Year 2027 on a Friday: 31/12 evening → Monday', '2026-12-31T17:00', MONDAY],
  ];

  it.each(table)('%s (%s in Belém) → %s', (_what, local, expected) => {
    expect(text(belem(local))).toBe(expected);
  });
});

describe('office status: the time zone is the office’s, never the visitor’s', () => {
  it('an instant given in UTC on the next calendar day is still the evening before in Belém', () => {
    // Tuesday 02:30 in UTC is Monday 23:30 in Belém: the office opens "amanhã", not "hoje".
    const instant = new Date('2026-11-24T02:30:00Z');
    expect(wallClock(instant, 'America/Belem')).toEqual({ day: Date.UTC(2026, 10, 23) / 864e5, minute: 23 * 60 + 30 });
    expect(text(instant)).toBe(TOMORROW);
  });

  it('a UTC instant after the office closes by the UTC clock is open in Belém', () => {
    expect(text(new Date('2026-11-24T18:30:00Z'))).toBe(OPEN); // 15:30 in Belém
    expect(text(new Date('2026-11-24T19:00:00Z'))).toBe(TOMORROW); // 16:00 in Belém
  });

  it('Saturday 01:00 UTC is Friday 22:00 in Belém, and Good Friday 2027 starts at 03:00 UTC', () => {
    expect(text(new Date('2026-11-28T01:00:00Z'))).toBe(MONDAY);
    expect(text(new Date('2027-03-26T02:59:00Z'))).toBe(MONDAY); // Thursday 23:59 in Belém
    expect(wallClock(new Date('2027-03-26T03:00:00Z'), 'America/Belem')).toEqual({ day: Date.UTC(2027, 2, 26) / 864e5, minute: 0 });
  });

  it('another office zone gives another answer for the same instant', () => {
    const instant = new Date('2026-11-24T12:30:00Z'); // 09:30 in Belém, 08:30 in Manaus, 21:30 in Tokyo
    expect(text(instant)).toBe(OPEN);
    expect(text(instant, { ...schedule, zone: 'Asia/Tokyo' })).toBe(TOMORROW);
  });
});

describe('holidays computed for any year', () => {
  it('Easter Sunday (Gregorian computus)', () => {
    const cases: [number, string][] = [
      [2024, '2024-03-31'], [2025, '2025-04-20'], [2026, '2026-04-05'], [2027, '2027-03-28'],
      [2028, '2028-04-16'], [2038, '2038-04-25'], [2049, '2049-04-18'], [2285, '2285-03-22'],
    ];
    for (const [year, day] of cases) expect(isoDate(easter(year)), String(year)).toBe(day);
  });

  it('Good Friday 2026, 2027 and 2028', () => {
    expect([2026, 2027, 2028].map((y) => isoDate(easter(y) + GOOD_FRIDAY))).toEqual(['2026-04-03', '2027-03-26', '2028-04-14']);
  });

  it('every fixed national holiday is closed in every year, on any weekday; an ordinary weekday is open', () => {
    const plain: OfficeSchedule = { zone: 'America/Belem', week: WEEK, closures: [] };
    for (const year of [2026, 2027, 2028, 2035]) {
      for (const monthDay of NATIONAL_HOLIDAYS) {
        const day = Date.UTC(year, Number(monthDay.slice(0, 2)) - 1, Number(monthDay.slice(3))) / 864e5;
        expect(hoursOn(day, plain), `${year}-${monthDay}`).toBeUndefined();
      }
    }
    expect(hoursOn(Date.UTC(2026, 10, 24) / 864e5, plain)).toEqual([[8 * 60, 16 * 60]]);
  });

  it('Carnival, Ash Wednesday and Corpus Christi are closures only when switched on', () => {
    const none = officeSchedule(office, { amostra: false });
    expect(text(belem('2027-02-08T10:00'), none)).toBe(OPEN);
    expect(text(belem('2027-02-10T09:00'), none)).toBe(OPEN);
    expect(text(belem('2027-05-27T10:00'), none)).toBe(OPEN);
    // Ash Wednesday switched on without an opening time: closed all day.
    const allDay = officeSchedule(office, { amostra: false, pontosFacultativos: { quartaDeCinzas: true } });
    expect(text(belem('2027-02-10T13:00'), allDay)).toBe(TOMORROW);
    expect(text(belem('2027-02-05T17:00'), allDay)).toBe(MONDAY);
  });
});

describe('office status: edges', () => {
  it('a closure that outlasts the search gives "Fechado agora" alone', () => {
    const closedForYears = officeSchedule(office, { amostra: false, fechamentos: [{ nome: 'Reforma', inicio: '2026-01-01', fim: '2028-12-31' }] });
    expect(text(belem('2026-11-24T10:00'), closedForYears)).toBe('Fechado agora');
  });

  it('hours with minutes read "16h30", and a date on the 1st reads "1º"', () => {
    const s: OfficeSchedule = { zone: 'America/Belem', week: WEEK.map((d) => (d.length ? [[510, 990]] : [])), closures: [{ on: '2027-01-20', to: '2027-01-31' }] };
    expect(text(belem('2027-01-19T10:00'), s)).toBe('Aberto agora · fecha às 16h30');
    expect(text(belem('2027-01-19T17:00'), s)).toBe('Fechado agora · abre segunda-feira, 1º de fevereiro, às 8h30');
  });

  it('a late opening after the closing time leaves the day closed', () => {
    const s: OfficeSchedule = { zone: 'America/Belem', week: WEEK, closures: [{ on: '2026-11-24', opens: '17:00' }] };
    expect(text(belem('2026-11-24T10:00'), s)).toBe(TOMORROW);
  });
});

describe('office status: a week with Saturday mornings, lunch breaks and special hours', () => {
  // Monday to Friday 8h–12h and 14h–18h, Saturday 8h–12h; a Saturday "mutirão" 2026-12-05 from 9h to 13h,
  // special hours on a national holiday (2026-11-20), and the year-end closure over a Saturday.
  const week = officeWith(hoursOf([WORKDAYS, [['08:00', '12:00'], ['14:00', '18:00']]], [['sabado'], [['08:00', '12:00']]]));
  const s = officeSchedule(week, {
    amostra: false,
    fechamentos: [
      { nome: 'Mutirão de registro', inicio: '2026-12-05', intervalos: [{ abre: '09:00', fecha: '13:00' }] },
      { nome: 'Plantão da Consciência Negra', inicio: '2026-11-20', intervalos: [{ abre: '08:00', fecha: '10:00' }] },
      { nome: 'Recesso', inicio: '2026-12-24', fim: '2026-12-31' },
      { nome: 'Inventário', inicio: '2026-11-09', fim: '2026-11-10', abreAs: '10:00', fechaAs: '15:00' },
    ],
  });
  const table: [what: string, instant: string, expected: string][] = [
    ['Saturday morning is open', '2026-11-28T09:30', 'Aberto agora · fecha às 12h'],
    ['Saturday before opening', '2026-11-28T07:00', 'Fechado agora · abre hoje às 8h'],
    ['Saturday afternoon is closed until Monday', '2026-11-28T12:00', 'Fechado agora · abre segunda-feira às 8h'],
    ['Friday evening → Saturday', '2026-11-27T18:30', 'Fechado agora · abre amanhã às 8h'],
    ['Monday morning closes for lunch', '2026-11-23T11:00', 'Aberto agora · fecha às 12h'],
    ['at lunch: closed, opens again today', '2026-11-23T12:30', 'Fechado agora · abre hoje às 14h'],
    ['afternoon interval', '2026-11-23T14:00', 'Aberto agora · fecha às 18h'],
    ['after the second interval', '2026-11-23T18:00', 'Fechado agora · abre amanhã às 8h'],
    ['a dated special-hours exception on a Saturday', '2026-12-05T12:30', 'Aberto agora · fecha às 13h'],
    ['…before its special opening', '2026-12-05T08:30', 'Fechado agora · abre hoje às 9h'],
    ['special hours on a national holiday open it', '2026-11-20T09:00', 'Aberto agora · fecha às 10h'],
    ['…and close it at their end until Saturday', '2026-11-20T10:00', 'Fechado agora · abre amanhã às 8h'],
    ['a holiday without special hours is still closed', '2026-11-02T10:00', 'Fechado agora · abre amanhã às 8h'],
    ['Saturday 7/9/2030 is Independência: closed', '2030-09-07T09:00', 'Fechado agora · abre segunda-feira às 8h'],
    ['a closure over a Saturday closes it', '2026-12-26T09:00', 'Fechado agora · abre sábado, 2 de janeiro, às 8h'],
    ['late opening and early closing cut both intervals', '2026-11-09T09:00', 'Fechado agora · abre hoje às 10h'],
    ['…the afternoon ends at the early closing', '2026-11-09T14:30', 'Aberto agora · fecha às 15h'],
  ];

  it.each(table)('%s (%s in Belém) → %s', (_what, local, expected) => {
    expect(text(belem(local), s)).toBe(expected);
  });

  it('the week reaches the browser as minutes by weekday, Sunday first', () => {
    expect(s.week).toEqual([[], ...Array(5).fill([[480, 720], [840, 1080]]), [[480, 720]]]);
    expect(hoursOn(Date.UTC(2026, 11, 5) / 864e5, s)).toEqual([[540, 780]]);
  });
});
