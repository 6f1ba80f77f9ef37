/**
 * The visit plan's day list: each day's hours or why it is closed; a named day with other hours says
 * its name too. Pure; runs in the browser when the plan is printed.
 */
import { applies, clockText, DAY_MS, easter, GOOD_FRIDAY, hoursOn, isoDate, NATIONAL_HOLIDAYS, type OfficeSchedule } from './office-status.ts';
import { OFFICE_STATUS } from './strings/office-status.ts';
import { VISIT_DAYS as T } from './strings/visit-plan.ts';

export interface VisitDay {
  date: string;
  text: string;
  open: boolean;
}

/** The closure's name, "feriado nacional", or nothing (a weekend). */
export function closedReason(day: number, schedule: OfficeSchedule): string | undefined {
  const iso = isoDate(day);
  const easterDay = easter(Number(iso.slice(0, 4)));
  const closure = schedule.closures.find((c) => c.name && applies(c, day, iso, easterDay));
  if (closure) return closure.name;
  if (NATIONAL_HOLIDAYS.includes(iso.slice(5)) || day === easterDay + GOOD_FRIDAY) return T.nationalHoliday;
  return undefined;
}

export function visitDays(first: number, count: number, schedule: OfficeSchedule): VisitDay[] {
  return Array.from({ length: count }, (_, i) => {
    const day = first + i;
    const date = new Date(day * DAY_MS);
    const label = `${OFFICE_STATUS.weekdays[date.getUTCDay()]}, ${T.date(date.getUTCDate(), date.getUTCMonth() + 1)}`;
    const hours = hoursOn(day, schedule);
    const why = closedReason(day, schedule);
    const text = hours ? hours.map(([o, c]) => T.hours(clockText(o), clockText(c))).join(T.and) : T.closed;
    return { date: label, open: !!hours, text: why ? `${text} (${why})` : text };
  });
}
