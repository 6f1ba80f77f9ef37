/**
 * A save refused for a field (empty, or in the wrong format) brings that field into view: Decap marks the
 * fields and says "você perdeu um campo obrigatório", but leaves the form where it was, the error
 * possibly a screen below. The first field marked is scrolled to the middle of the form.
 */
const SAVE_BUTTONS = /^(Publicar agora|Publicar|Salvar)$/;

/** Decap's list of a field's errors (its style's label is in the class name). */
const FIELD_ERRORS = '[class*="ControlErrorsList"]';

export function scrollToFirstError(): void {
  document.addEventListener('click', (event) => {
    const clicked = event.target instanceof Element ? event.target.closest('button, [role="menuitem"], span, div') : null;
    if (!clicked || !SAVE_BUTTONS.test(clicked.textContent?.trim() ?? '')) return;
    // After Decap has checked the fields and drawn their messages.
    window.setTimeout(() => {
      const first = [...document.querySelectorAll(FIELD_ERRORS)].find((list) => list.textContent?.trim());
      first?.parentElement?.scrollIntoView({ block: 'center' });
    }, 300);
  }, true);
}
