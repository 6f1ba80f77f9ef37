/**
 * When a request should be ready, counted on the office's calendar. Days are day numbers, never
 * instants, so no time zone can move a date. The rules:
 * - a request on a closed day counts from the next business day;
 * - a business day is Monday to Friday that the office opens: special hours never make one;
 * - business days and hours run on business days only (24 hours are one day; 0 is the same day);
 * - calendar days count from the request day; one ending on a closed day moves to the next business day;
 * - calendar hours end 24 hours a day later, open or closed.
 */
import { DAY_MS, hoursOn, type OfficeSchedule } from '../office-status.ts';

export type DeadlineUnit = 'dias-uteis' | 'dias-corridos' | 'horas' | 'horas-corridas';

/** The shortest and the longest deadline (equal when it is one number). */
export interface DeadlineSpan { least: number; most: number; unit: DeadlineUnit }

/** A year of closed days is more than any calendar has: past it, the schedule is broken. */
const MAX_SEARCH = 366;

/** Special hours (a plantão, a Saturday) never make a business day. */
export function isBusinessDay(day: number, schedule: OfficeSchedule): boolean {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return hoursOn(day, { ...schedule, closures: schedule.closures.filter((c) => !c.hours) }) !== undefined;
}

export function nextBusinessDay(day: number, schedule: OfficeSchedule): number {
  for (let d = day; d <= day + MAX_SEARCH; d++) if (isBusinessDay(d, schedule)) return d;
  return day;
}

export function readyDay(requested: number, amount: number, unit: DeadlineUnit, schedule: OfficeSchedule): number {
  if (unit === 'dias-corridos') return nextBusinessDay(requested + amount, schedule);
  if (unit === 'horas-corridas') return requested + Math.ceil(amount / 24);
  const received = nextBusinessDay(requested, schedule);
  let left = unit === 'horas' ? Math.ceil(amount / 24) : amount;
  let day = received;
  while (left > 0 && day <= received + MAX_SEARCH * 2) {
    day++;
    if (isBusinessDay(day, schedule)) left--;
  }
  return day;
}

export function readyRange(requested: number, span: DeadlineSpan, schedule: OfficeSchedule): { first: number; last: number } {
  return {
    first: readyDay(requested, span.least, span.unit, schedule),
    last: readyDay(requested, span.most, span.unit, schedule),
  };
}
