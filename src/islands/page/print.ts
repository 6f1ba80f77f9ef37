/**
 * "Imprimir lista" and "Imprimir plano da visita" on service pages: without scripts they could do
 * nothing, so CSS keeps them hidden until this marks them ready (the browser's own print still works,
 * with the same print stylesheet, src/styles/print.css). The plan's code is its own chunk
 * (visit-plan.ts), fetched on the click, or at once when this page has documents ticked before.
 */
export const PRINT_BUTTON_ATTRIBUTE = 'data-print-page';
export const PLAN_BUTTON_ATTRIBUTE = 'data-visit-plan-print';
const READY = 'ready';

const plan = () => import('./visit-plan');
/** Where this page's ticks are kept (one entry per page, in this browser only). */
const ticksKey = () => `plano-visita:${location.pathname}`;

export function enhancePrintButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button[${PRINT_BUTTON_ATTRIBUTE}]`)) {
    button.addEventListener('click', () => window.print());
    button.setAttribute(PRINT_BUTTON_ATTRIBUTE, READY);
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button[${PLAN_BUTTON_ATTRIBUTE}]`)) {
    button.addEventListener('click', () => void plan().then((m) => m.printVisitPlan(ticksKey())));
    button.setAttribute(PLAN_BUTTON_ATTRIBUTE, READY);
  }
  const ticks = document.querySelector('[data-doc-ticks]');
  if (!ticks) return;
  if (localStorage.getItem(ticksKey())) void plan().then((m) => m.keepTicks(ticksKey()));
  else ticks.addEventListener('change', () => void plan().then((m) => m.keepTicks(ticksKey(), true)), { once: true });
}
