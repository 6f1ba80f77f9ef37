/**
 * When a request should be ready: its deadline counted on the office's calendar (weekends, national
 * holidays, the local holidays and closures of content/feriados.yml, through hoursOn). Pure, and small:
 * it runs in the browser (src/islands/page/ready-date.ts), in the unit tests and in the browser tests.
 *
 * Days are day numbers (days since 1970-01-01, src/shared/office-status.ts): calendar dates, never
 * instants, so no time zone can move a date. The rules:
 * - a request made on a day the office does not open is received on the next business day, and counts from it;
 * - a business day is a weekday, Monday to Friday, that the office opens: a Saturday, Sunday or holiday
 *   with hours of its own (Saturday hours, a plantão, a mutirão) does not count (the fact regraDiasUteis
 *   says the same to visitors, with its legal basis);
 * - business days: the Nth business day after that day (the day itself is not counted);
 * - business hours run on business days only: every 24 hours are one business day (24 → the next business
 *   day, 48 → the second); 0 is the same day;
 * - calendar days count from the request day itself; one that ends on a closed day ends on the next business day;
 * - calendar hours (a death's registration) end 24 hours a day later, open or closed.
 */
import { DAY_MS, hoursOn, type OfficeSchedule } from '../office-status.ts';

export type DeadlineUnit = 'dias-uteis' | 'dias-corridos' | 'horas' | 'horas-corridas';

/** The numbers of one kind of request: the shortest and the longest deadline (equal when it is one number). */
export interface DeadlineSpan { least: number; most: number; unit: DeadlineUnit }

/** A year of closed days is more than any calendar has: past it, the schedule is broken, not the office closed. */
const MAX_SEARCH = 366;

/** Monday to Friday, on the office's regular calendar: special hours (a plantão, a Saturday) never make a business day. */
export function isBusinessDay(day: number, schedule: OfficeSchedule): boolean {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return hoursOn(day, { ...schedule, closures: schedule.closures.filter((c) => !c.hours) }) !== undefined;
}

/** The day itself when the office opens on it, else the next day it opens. */
export function nextBusinessDay(day: number, schedule: OfficeSchedule): number {
  for (let d = day; d <= day + MAX_SEARCH; d++) if (isBusinessDay(d, schedule)) return d;
  return day;
}

/** The day a request made on `requested` is ready, `amount` of `unit` later. */
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

/** The first and the last day a request may be ready (the same day when the deadline is one number). */
export function readyRange(requested: number, span: DeadlineSpan, schedule: OfficeSchedule): { first: number; last: number } {
  return {
    first: readyDay(requested, span.least, span.unit, schedule),
    last: readyDay(requested, span.most, span.unit, schedule),
  };
}
