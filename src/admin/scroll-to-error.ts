/**
 * A save refused for a field scrolls that field into view: Decap marks it but leaves the form where it
 * was, the error possibly a screen below.
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

const NOTE_ID = 'erro-do-campo';

/**
 * A save refused by validate.ts scrolls to its first field and writes the problem under its label:
 * Decap shows the message only as a passing notice, and marks no field.
 */
export function showFieldError(name: string | undefined, message: string): void {
  document.getElementById(NOTE_ID)?.remove();
  const label = name ? document.querySelector(`label[for^="${CSS.escape(name)}-field-"]`) : null;
  if (!label) return;
  const note = document.createElement('p');
  note.id = NOTE_ID;
  note.setAttribute('role', 'alert');
  note.style.cssText = 'margin:4px 0;padding:6px 10px;background:#fdecea;border:1px solid #b3261e;border-radius:4px;color:#5c0f0b;font:14px/1.4 system-ui,sans-serif';
  note.textContent = message;
  (label.parentElement ?? label).after(note);
  label.scrollIntoView({ block: 'center' });
}

export const clearFieldError = () => document.getElementById(NOTE_ID)?.remove();
