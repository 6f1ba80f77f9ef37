/**
 * Decap writes "(opcional)" after the label of every field the form does not require. A field the schema
 * requires only in some states (a service's summary unless the page is under construction, one of two
 * deadline numbers) is not optional: its hint starts by saying when it is needed (src/node/cms/fields.ts,
 * obligationText), and its label loses the "(opcional)".
 */

/** How obligationText starts a hint. */
export const REQUIRED_IN_SOME_STATES = /^(Obrigatório[,.]|Preencha um dest)/;

/** Decap's label holds the field's name, then a <span> " (opcional)"; its hint is a <p> of the same field. */
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
