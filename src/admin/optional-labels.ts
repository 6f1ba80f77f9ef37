/**
 * A field the schema requires only in some states is not optional: its hint says when it is needed, and
 * its label loses Decap's "(opcional)".
 */

/** How obligationText starts a hint. */
export const REQUIRED_IN_SOME_STATES = /^(Obrigatório[,.]|Preencha um dest)/;

function mend(): void {
  for (const span of document.querySelectorAll<HTMLElement>('label > span')) {
    if (span.textContent?.trim() !== '(opcional)') continue;
    const field = span.parentElement?.parentElement?.parentElement;
    const hint = field?.querySelector(':scope > p');
    span.hidden = REQUIRED_IN_SOME_STATES.test(hint?.textContent ?? '');
  }
}

/** Keeps the labels mended as Decap draws forms and list items. */
export function watchOptionalLabels(): void {
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; mend(); });
  }).observe(document.body, { childList: true, subtree: true });
}
