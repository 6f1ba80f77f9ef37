/**
 * Office status (markup from src/render/components/details/OfficeStatus.tsx): each [data-office-status]
 * carries the office's schedule as JSON and shows the weekly hours until this runs; then it reads
 * "Aberto agora · fecha às 16h" or "Fechado agora · abre segunda-feira às 8h", computed in the office's
 * time zone whatever the visitor's, and is refreshed at each new minute. No live region: a status
 * that changes on its own would interrupt screen-reader users for nothing.
 */
import { officeStatus, statusText, type OfficeSchedule } from '../../shared/office-status';

export function showOfficeStatus(): void {
  const items = [...document.querySelectorAll<HTMLElement>('[data-office-status]')]
    .map((el) => [el, JSON.parse(el.dataset.officeStatus!) as OfficeSchedule] as const);
  if (!items.length) return;
  const update = () => {
    const now = new Date();
    for (const [el, schedule] of items) {
      const status = officeStatus(now, schedule);
      el.textContent = statusText(status);
      el.dataset.state = status.open ? 'open' : 'closed';
    }
  };
  const tick = () => {
    update();
    setTimeout(tick, 60_000 - (Date.now() % 60_000));
  };
  tick();
  // Timers sleep in background tabs: catch up when the tab shows again.
  document.addEventListener('visibilitychange', () => document.hidden || update());
}
