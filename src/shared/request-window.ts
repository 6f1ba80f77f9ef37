/**
 * When to ask for a certificate that must still be valid on its use date: the days on which a request is
 * ready in time at the longest deadline and still valid at the shortest. Pure; runs in the browser.
 */
import type { OfficeSchedule } from './office-status.ts';
import { isBusinessDay, readyDay, type DeadlineSpan } from './deadlines/ready-date.ts';

export type RequestWindow =
  | { kind: 'janela'; from: number; to: number }
  | { kind: 'passado' }
  /** The ready time is longer than the validity allows. */
  | { kind: 'impossivel' }
  | { kind: 'tarde' };

/** Longer than any validity or deadline. */
const MAX_BACK = 400;

export function requestWindow(today: number, use: number, validityDays: number, span: DeadlineSpan, schedule: OfficeSchedule): RequestWindow {
  if (use < today) return { kind: 'passado' };
  const inTime = (day: number) => readyDay(day, span.most, span.unit, schedule) <= use;
  const stillValid = (day: number) => readyDay(day, span.least, span.unit, schedule) >= use - validityDays;
  const days: number[] = [];
  for (let d = use - MAX_BACK; d <= use; d++) {
    if (isBusinessDay(d, schedule) && inTime(d) && stillValid(d)) days.push(d);
  }
  if (days.length === 0) return { kind: 'impossivel' };
  const to = days[days.length - 1];
  if (to < today) return { kind: 'tarde' };
  return { kind: 'janela', from: Math.max(days[0], today), to };
}
