/**
 * "Imprimir lista" on service pages: without scripts the button could do nothing, so CSS keeps it hidden
 * until this marks it ready (the browser's own print still works, with the same print stylesheet,
 * src/styles/print.css). Here it opens the print dialog.
 */
export const PRINT_BUTTON_ATTRIBUTE = 'data-print-page';
const READY = 'ready';

export function enhancePrintButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button[${PRINT_BUTTON_ATTRIBUTE}]`)) {
    button.addEventListener('click', () => window.print());
    button.setAttribute(PRINT_BUTTON_ATTRIBUTE, READY);
  }
}
