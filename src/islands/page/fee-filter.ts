/**
 * /emolumentos: the box that narrows the table as the visitor types (accents and case ignored). Without
 * this script the box stays hidden and the whole table shows. The result line's words come from the
 * page (data-one, data-many with "#" for the number, data-none).
 */
import { fold } from '../../shared/text/fold';

export function enhanceFeeFilter(): void {
  const root = document.querySelector<HTMLElement>('[data-fee-filter]');
  const input = root?.querySelector('input');
  const status = root?.querySelector('[data-fee-status]');
  if (!root || !input || !status) return;
  const groups = [...document.querySelectorAll<HTMLElement>('[data-fee-group]')];
  const apply = () => {
    const words = fold(input.value).split(' ').filter(Boolean);
    let shown = 0;
    for (const group of groups) {
      let any = false;
      for (const act of group.querySelectorAll<HTMLElement>('[data-fee-act]')) {
        const match = words.every((w) => (act.dataset.feeAct ?? '').includes(w));
        act.hidden = !match;
        if (match) [any, shown] = [true, shown + 1];
      }
      group.hidden = !any;
    }
    const { one = '', many = '', none = '' } = root.dataset;
    status.textContent = !words.length ? '' : shown === 1 ? one : shown ? many.replace('#', String(shown)) : none;
  };
  input.addEventListener('input', apply);
  root.dataset.feeFilter = 'ready';
  // A value the browser restored (back button) applies at once.
  if (input.value) apply();
}
