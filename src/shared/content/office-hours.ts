/**
 * The office's weekly hours as the status computes with them and as every page writes them: the one
 * place the sentence "Segunda a sexta-feira, das 8h às 16h; sábado, das 8h às 12h" is made.
 */
import { clockText, minutesOf, type Interval } from '../office-status.ts';
import { OFFICE_STATUS } from '../strings/office-status.ts';
import { WEEKDAYS, type Office } from './schema/index.ts';

type Hours = Office['horario'];

const mondayFirst = (day: number) => (day + 6) % 7;

/** Groups of days (Sunday 0), each sorted Monday first, groups by their first day. */
export function weekGroups(hours: Hours): { days: number[]; intervals: Interval[] }[] {
  return hours.semana
    .map((g) => ({
      days: g.dias.map((d) => WEEKDAYS.indexOf(d)).sort((a, b) => mondayFirst(a) - mondayFirst(b)),
      intervals: g.intervalos.map((i): Interval => [minutesOf(i.abre), minutesOf(i.fecha)]),
    }))
    .sort((a, b) => mondayFirst(a.days[0]) - mondayFirst(b.days[0]));
}

export function weekIntervals(hours: Hours): Interval[][] {
  const week: Interval[][] = WEEKDAYS.map(() => []);
  for (const g of weekGroups(hours)) for (const d of g.days) week[d] = g.intervals;
  return week;
}

const and = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

/** [1, 2, 3, 5] → [[1, 2, 3], [5]]. */
export function dayRuns(days: number[]): number[][] {
  const runs: number[][] = [];
  for (const d of days) {
    const run = runs.at(-1);
    if (run && mondayFirst(d) === mondayFirst(run.at(-1)!) + 1) run.push(d);
    else runs.push([d]);
  }
  return runs;
}

/** "segunda a sexta-feira", "segunda, quarta e sexta-feira": runs of three or more as a range. */
function daysText(days: number[]): string {
  const items = dayRuns(days).flatMap((r) => (r.length >= 3 ? [[r[0], r.at(-1)!]] : r.map((d) => [d])));
  // "-feira" once, on the last of a row of weekdays.
  const names = items.flat().map((d) => OFFICE_STATUS.weekdays[d]);
  const shown = names.map((n, i) => (names[i + 1]?.endsWith('-feira') ? n.replace(/-feira$/, '') : n));
  let next = 0;
  return and.format(items.map((item) => item.map(() => shown[next++]).join(' a ')));
}

export const intervalsText = (intervals: Interval[]): string =>
  and.format(intervals.map(([o, c]) => `das ${clockText(o)} às ${clockText(c)}`));

export function weeklyHoursText(hours: Hours): string {
  const text = weekGroups(hours).map((g) => `${daysText(g.days)}, ${intervalsText(g.intervals)}`).join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const hoursNotes = (hours: Hours): string[] => [hours.observacao, ...(hours.plantao ? [hours.plantao] : [])];
