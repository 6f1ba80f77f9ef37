/**
 * "Imprimir lista" and "Imprimir plano da visita" on service pages: without scripts they could do
 * nothing, so CSS keeps them hidden until this marks them ready (the browser's own print still works,
 * with the same print stylesheet, src/styles/print.css). The plan's code is its own chunk
 * (visit-plan.ts), fetched on the click. The ticks are kept here, in the page script: a tick saved only
 * once that chunk arrived would be lost to a reload or a page left at once.
 */
export const PRINT_BUTTON_ATTRIBUTE = 'data-print-page';
export const PLAN_BUTTON_ATTRIBUTE = 'data-visit-plan-print';
const READY = 'ready';

const plan = () => import('./visit-plan');
/** Where this page's ticks are kept (one entry per page, in this browser only, never sent). */
const ticksKey = () => `plano-visita:${location.pathname}`;

/** Puts back the documents ticked on this page before, and keeps each tick as it is made. */
function keepTicks(list: Element): void {
  const boxes = [...list.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(ticksKey()) ?? '[]');
    if (Array.isArray(kept)) for (const i of kept) if (typeof i === 'number' && boxes[i]) boxes[i].checked = true;
  } catch {
    // Unreadable: the boxes start empty.
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
