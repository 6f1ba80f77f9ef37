/**
 * The visit plan, its own chunk, fetched only when the visitor prints it: writes the next days' hours,
 * marks the page for plan printing and restores it once the print dialog closes.
 */
import type { OfficeSchedule } from '../../shared/office-status';
import { wallClock } from '../../shared/office-status';
import { visitDays } from '../../shared/visit-days';
import { VISIT_DAYS } from '../../shared/strings/visit-plan';
import './visit-plan.css';
import { replaceContent } from './replace-content';

export const PLAN_DAYS = 7;

/** When the list ends on a closed day: the day the office opens again. */
function reopening(today: number, schedule: OfficeSchedule): HTMLElement[] {
  const after = visitDays(today, PLAN_DAYS + 60, schedule).slice(PLAN_DAYS - 1);
  if (after[0]?.open) return [];
  const next = after.find((day) => day.open);
  if (!next) return [];
  const item = document.createElement('li');
  item.textContent = VISIT_DAYS.reopens(next.date);
  item.className = 'visit-plan__reopens';
  return [item];
}

/** The next days' hours, in the office's time zone, not the visitor's. */
function writeDays(plan: HTMLElement, now: Date): void {
  const schedule = JSON.parse(plan.dataset.visitPlan!) as OfficeSchedule;
  const list = plan.querySelector('[data-visit-days]')!;
  replaceContent(list, ...visitDays(wallClock(now, schedule.zone).day, PLAN_DAYS, schedule).map((day) => {
    const item = document.createElement('li');
    const date = document.createElement('strong');
    date.textContent = `${day.date}: `;
    item.append(date, day.text);
    if (!day.open) item.className = 'visit-plan__closed';
    return item;
  }), ...reopening(wallClock(now, schedule.zone).day, schedule));
  const printed = plan.querySelector('[data-visit-plan-date]');
  if (printed) printed.textContent = now.toLocaleDateString('pt-BR', { timeZone: schedule.zone });
}

export function printVisitPlan(): void {
  const plan = document.querySelector<HTMLElement>('[data-visit-plan]');
  if (!plan) return;
  writeDays(plan, new Date());
  const root = document.documentElement;
  root.dataset.print = 'plano';
  // Chromium's print() returns when the dialog closes; others fire afterprint.
  window.addEventListener('afterprint', () => delete root.dataset.print, { once: true });
  window.print();
}
