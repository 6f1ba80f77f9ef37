/**
 * Office status, computed in the office's time zone and refreshed each minute. No live region: a status
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
