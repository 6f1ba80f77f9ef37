/**
 * The print buttons on service pages, hidden by CSS until this marks them ready. The ticks are kept here,
 * in the page script: a tick saved only once the plan's chunk arrived would be lost to a quick reload.
 */
export const PRINT_BUTTON_ATTRIBUTE = 'data-print-page';
export const PLAN_BUTTON_ATTRIBUTE = 'data-visit-plan-print';
const READY = 'ready';

const plan = () => import('./visit-plan');
/** One entry per page, in this browser only, never sent. */
const ticksKey = () => `plano-visita:${location.pathname}`;

function keepTicks(list: Element): void {
  const boxes = [...list.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(ticksKey()) ?? '[]');
    if (Array.isArray(kept)) for (const i of kept) if (typeof i === 'number' && boxes[i]) boxes[i].checked = true;
  } catch {
  }
  list.addEventListener('change', () => {
    const ticked = boxes.flatMap((box, i) => (box.checked ? [i] : []));
    try {
      if (ticked.length) localStorage.setItem(ticksKey(), JSON.stringify(ticked));
      else localStorage.removeItem(ticksKey());
    } catch {
      // Storage refused (private mode, full): the ticks still show and print, they only are not kept.
    }
  });
}

export function enhancePrintButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button[${PRINT_BUTTON_ATTRIBUTE}]`)) {
    button.addEventListener('click', () => window.print());
    button.setAttribute(PRINT_BUTTON_ATTRIBUTE, READY);
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button[${PLAN_BUTTON_ATTRIBUTE}]`)) {
    button.addEventListener('click', () => void plan().then((m) => m.printVisitPlan()));
    button.setAttribute(PLAN_BUTTON_ATTRIBUTE, READY);
  }
  const ticks = document.querySelector('[data-doc-ticks]');
  if (ticks) keepTicks(ticks);
}
