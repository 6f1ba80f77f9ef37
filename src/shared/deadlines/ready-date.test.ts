import { describe, expect, test } from 'vitest';
import { dayOfIso, isoDate, type OfficeSchedule } from '../office-status';
import { isBusinessDay, readyDay, readyRange, type DeadlineUnit } from './ready-date';
import { skippedDays, skippedText } from './skipped-days';

const WEEKDAY: [number, number][] = [[480, 960]];
/** Monday to Friday, 8h to 16h; a local holiday every 19 March; closed 24 to 31 December 2026. */
const schedule: OfficeSchedule = {
  zone: 'America/Belem',
  week: [[], WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, []],
  closures: [{ on: '03-19', name: 'Dia de São José' }, { on: '2026-12-24', to: '2026-12-31', name: 'Recesso de fim de ano' }],
};

const ready = (requested: string, amount: number, unit: DeadlineUnit = 'dias-uteis') =>
  isoDate(readyDay(dayOfIso(requested), amount, unit, schedule));

describe('business days on the office calendar', () => {
  test('weekends are skipped: Thursday + 3 business days is the next Tuesday', () => {
    expect(ready('2026-11-05', 3)).toBe('2026-11-10');
  });

  test('a national holiday is skipped: 20 November (Consciência Negra) moves the date to Monday', () => {
    expect(ready('2026-11-18', 2)).toBe('2026-11-23');
  });

  test('a local holiday of content/feriados.yml is skipped: 19 March 2027 is a Friday', () => {
    expect(ready('2027-03-18', 1)).toBe('2027-03-22');
  });

  test('an office closure is skipped, with New Year and the weekend after it', () => {
    expect(ready('2026-12-23', 1)).toBe('2027-01-04');
  });

  test('a range gives its first and last day', () => {
    const { first, last } = readyRange(dayOfIso('2026-11-03'), { least: 3, most: 5, unit: 'dias-uteis' }, schedule);
    expect([isoDate(first), isoDate(last)]).toEqual(['2026-11-06', '2026-11-10']);
  });

  test('every ready day is a business day', () => {
    for (let day = dayOfIso('2026-11-01'); day < dayOfIso('2027-04-01'); day++) {
      for (const amount of [0, 1, 5, 15]) expect(isBusinessDay(readyDay(day, amount, 'dias-uteis', schedule), schedule)).toBe(true);
    }
  });
});

describe('hours-based deadlines count whole business days', () => {
  test('24 hours is the next business day and 48 hours the second', () => {
    expect(ready('2026-11-06', 24, 'horas')).toBe('2026-11-09');
    expect(ready('2026-11-06', 48, 'horas')).toBe('2026-11-10');
  });

  test('0 hours is the same day', () => {
    expect(ready('2026-11-06', 0, 'horas')).toBe('2026-11-06');
  });

  test('a part of a day is a whole one: 30 hours is the second business day', () => {
    expect(ready('2026-11-06', 30, 'horas')).toBe('2026-11-10');
  });
});

describe('a request on a day the office is closed counts from the next business day', () => {
  test('a Saturday request with 1 business day is ready on Tuesday', () => {
    expect(ready('2026-11-07', 1)).toBe('2026-11-10');
  });

  test('a request on a holiday: same-day work is ready on the next business day, 24 hours on the one after', () => {
    expect(ready('2026-11-20', 0, 'horas')).toBe('2026-11-23');
    expect(ready('2026-11-20', 24, 'horas')).toBe('2026-11-24');
  });
});

describe('calendar days', () => {
  test('count from the request day, weekends included', () => {
    expect(ready('2026-11-01', 15, 'dias-corridos')).toBe('2026-11-16');
  });

  test('one that ends on a closed day ends on the next business day', () => {
    expect(ready('2026-11-05', 15, 'dias-corridos')).toBe('2026-11-23');
  });
});

describe('a Saturday or a plantão with hours is not a business day (fact regraDiasUteis)', () => {
  const withSaturdays: OfficeSchedule = { ...schedule, week: [[], WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, [[480, 720]]] };
  const withPlantao: OfficeSchedule = { ...schedule, closures: [...schedule.closures, { on: '2026-11-20', hours: [[480, 720]] }] };

  test('Thursday + 3 business days is still Tuesday with Saturday hours', () => {
    expect(isoDate(readyDay(dayOfIso('2026-11-05'), 3, 'dias-uteis', withSaturdays))).toBe('2026-11-10');
    expect(isBusinessDay(dayOfIso('2026-11-07'), withSaturdays)).toBe(false);
  });

  test('a plantão on a holiday does not make it a business day, and the answer says the Saturday was skipped', () => {
    expect(isBusinessDay(dayOfIso('2026-11-20'), withPlantao)).toBe(false);
    expect(skippedText(skippedDays(dayOfIso('2026-11-05'), dayOfIso('2026-11-10'), withSaturdays), false))
      .toBe('Contamos só os dias úteis: pulamos 07/11 (o cartório abre, mas não conta como dia útil).');
  });
});

describe('calendar hours (a death\'s registration) run every day', () => {
  test('24 hours after a Saturday is Sunday', () => {
    expect(ready('2026-11-07', 24, 'horas-corridas')).toBe('2026-11-08');
  });
});

describe('the answer names the days it skipped', () => {
  test('the year-end closure and New Year, with "a confirmar" on the sample closure', () => {
    const groups = skippedDays(dayOfIso('2026-12-23'), dayOfIso('2027-01-04'), schedule);
    expect(skippedText(groups, true)).toBe('Contamos só os dias úteis: pulamos 24 a 31/12 (Recesso de fim de ano, a confirmar) e 1º/01 (feriado nacional).');
    expect(skippedText(groups, false)).toBe('Contamos só os dias úteis: pulamos 24 a 31/12 (Recesso de fim de ano) e 1º/01 (feriado nacional).');
  });

  test('plain weekends are not named; a count over none says nothing', () => {
    expect(skippedText(skippedDays(dayOfIso('2026-11-05'), dayOfIso('2026-11-10'), schedule), true)).toBeUndefined();
  });
});
