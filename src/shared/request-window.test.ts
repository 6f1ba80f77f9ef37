import { describe, expect, test } from 'vitest';
import { dayOfIso, isoDate, type OfficeSchedule } from './office-status';
import { requestWindow } from './request-window';

const WEEKDAY: [number, number][] = [[480, 960]];
/** Monday to Friday; a local holiday every 19 March. */
const schedule: OfficeSchedule = { zone: 'America/Belem', week: [[], WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, []], closures: [{ on: '03-19' }] };

const window = (today: string, use: string, validity: number, most: number, least = most) => {
  const w = requestWindow(dayOfIso(today), dayOfIso(use), validity, { least, most, unit: 'dias-uteis' }, schedule);
  return w.kind === 'janela' ? [isoDate(w.from), isoDate(w.to)] : w.kind;
};

describe('when to ask for a certificate', () => {
  test('a 30-day certificate ready in 5 business days, used Friday 2027-04-30', () => {
    // Ready by the use date: asked on 23 April at the latest; still valid: ready on or after 31 March
    // (asked 23 March, Good Friday 26 March skipped).
    expect(window('2027-01-04', '2027-04-30', 30, 5)).toEqual(['2027-03-23', '2027-04-23']);
  });

  test('validity ending on a closed day: the window still counts calendar days', () => {
    expect(window('2027-01-04', '2027-03-22', 3, 1)).toEqual(['2027-03-18', '2027-03-18']);
  });

  test('a ready time longer than the validity leaves no day to ask', () => {
    expect(window('2027-01-04', '2027-04-30', 2, 10, 1)).toBe('impossivel');
  });

  test('a use date in the past is refused', () => {
    expect(window('2027-05-03', '2027-04-30', 30, 5)).toBe('passado');
  });

  test('starts today when part of the window has gone by, and says so when all of it has', () => {
    expect(window('2027-04-01', '2027-04-30', 30, 5)).toEqual(['2027-04-01', '2027-04-23']);
    expect(window('2027-04-26', '2027-04-30', 30, 5)).toBe('tarde');
  });
});
