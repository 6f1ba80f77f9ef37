/**
 * The days a count skipped, by name: holidays and closures, and weekend days the office opens that still
 * do not count; plain weekends go unnamed. Consecutive days with the same name make one range.
 */
import { hoursOn, isoDate, type OfficeSchedule } from '../office-status.ts';
import { READY_DATE as T } from '../strings/deadlines.ts';
import { VISIT_DAYS } from '../strings/visit-plan.ts';
import { closedReason } from '../visit-days.ts';
import { isBusinessDay } from './ready-date.ts';

export interface SkippedDays { first: number; last: number; why: string; national: boolean }

export function skippedDays(from: number, to: number, schedule: OfficeSchedule): SkippedDays[] {
  const groups: SkippedDays[] = [];
  for (let day = from; day <= to; day++) {
    if (isBusinessDay(day, schedule)) continue;
    const named = closedReason(day, schedule);
    const why = named ?? (hoursOn(day, schedule) ? T.openNotCounted : undefined);
    if (!why) continue;
    const last = groups[groups.length - 1];
    if (last && last.why === why && last.last === day - 1) last.last = day;
    else groups.push({ first: day, last: day, why, national: why === VISIT_DAYS.nationalHoliday });
  }
  return groups;
}

function dayMonth(day: number, year = false): string {
  const [y, month, date] = isoDate(day).split('-');
  return `${date === '01' ? '1º' : date}/${month}${year ? `/${y}` : ''}`;
}

/** "24 a 31/12", "30/12 a 02/01", "1º/01" (with the year: "24 a 31/12/2026"). */
export function groupWhen(g: SkippedDays, year = false): string {
  if (g.first === g.last) return dayMonth(g.first, year);
  const sameMonth = isoDate(g.first).slice(0, 7) === isoDate(g.last).slice(0, 7);
  return `${sameMonth ? dayMonth(g.first).split('/')[0] : dayMonth(g.first, year && isoDate(g.first).slice(0, 4) !== isoDate(g.last).slice(0, 4))} a ${dayMonth(g.last, year)}`;
}

export const groupWhy = (g: SkippedDays, sample: boolean): string =>
  (sample && !g.national && g.why !== T.openNotCounted ? `${g.why}, ${T.toConfirm}` : g.why);

const and = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

/**
 * The sentence naming the skipped days, or undefined when nothing was named. `movedEnd`: a calendar-day
 * count whose last day fell on these days.
 */
export function skippedText(groups: SkippedDays[], sample: boolean, movedEnd = false): string | undefined {
  if (!groups.length) return undefined;
  const parts = groups.map((g) => T.skippedDay(groupWhen(g), groupWhy(g, sample)));
  return (movedEnd ? T.movedEnd : T.skipped)(and.format(parts));
}
