/**
 * The visit plan, in its own chunk, fetched only when the visitor prints it or has ticked documents on
 * this page before: the ticks are kept in this browser (localStorage, one entry per page) and never
 * leave it; printing writes the next days' hours, marks the page for plan printing (print.css prints
 * only the plan, on one A4 page, with visit-plan.css, which comes with this chunk) and restores the page once the print dialog closes.
 */
import type { OfficeSchedule } from '../../shared/office-status';
import { wallClock } from '../../shared/office-status';
import { visitDays } from '../../shared/visit-days';
import './visit-plan.css';
import { replaceContent } from './replace-content';

/** How many days the plan lists, today first. */
export const PLAN_DAYS = 7;

const boxes = () => [...document.querySelectorAll<HTMLInputElement>('[data-doc-ticks] input[type=checkbox]')];

function save(key: string): void {
  const ticked = boxes().flatMap((box, i) => (box.checked ? [i] : []));
  try {
    if (ticked.length) localStorage.setItem(key, JSON.stringify(ticked));
    else localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, full): the ticks still show and print, they only are not kept.
  }
}

let keeping = false;

/** Puts back the ticks kept under `key` and keeps each new one; `changed`: a box was just ticked. */
export function keepTicks(key: string, changed = false): void {
  if (keeping) return;
  keeping = true;
  if (changed) save(key);
  else {
    let kept: unknown = [];
    try {
      kept = JSON.parse(localStorage.getItem(key) ?? '[]');
    } catch {
      kept = [];
    }
    const all = boxes();
    if (Array.isArray(kept)) for (const i of kept) if (typeof i === 'number' && all[i]) all[i].checked = true;
  }
  document.querySelector('[data-doc-ticks]')?.addEventListener('change', () => save(key));
}

/** The hours of the next days, in the office's calendar (its time zone, not the visitor's). */
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
  }));
  const printed = plan.querySelector('[data-visit-plan-date]');
  if (printed) printed.textContent = now.toLocaleDateString('pt-BR', { timeZone: schedule.zone });
}

export function printVisitPlan(key: string): void {
  const plan = document.querySelector<HTMLElement>('[data-visit-plan]');
  if (!plan) return;
  keepTicks(key);
  writeDays(plan, new Date());
  const root = document.documentElement;
  root.dataset.print = 'plano';
  // The page prints as before once the dialog closes (Chromium's print() returns then; others fire afterprint).
  window.addEventListener('afterprint', () => delete root.dataset.print, { once: true });
  window.print();
}
