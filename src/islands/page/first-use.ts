/**
 * Code fetched on a part's first use. Forms submitted before it takes over are held and submitted again
 * in order once it is in: each sent once, never lost; dropped if the code does not arrive.
 */
import { INTERACTION_EVENTS } from '../../shared/islands';

/** Safari before 16 has no requestSubmit. */
function submitAgain(form: HTMLFormElement): void {
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Values = [Control, string, boolean][];

const valuesOf = (form: HTMLFormElement): Values => [...form.elements]
  .filter((e): e is Control => e instanceof HTMLInputElement || e instanceof HTMLSelectElement || e instanceof HTMLTextAreaElement)
  .map((c) => [c, c.value, c instanceof HTMLInputElement && c.checked]);
const putBack = (values: Values) => values.forEach(([c, value, checked]) => {
  c.value = value;
  if (c instanceof HTMLInputElement) c.checked = checked;
});
const sameValues = (a: Values, b: Values) => a.length === b.length && a.every(([c, v, k], i) => b[i][0] === c && b[i][1] === v && b[i][2] === k);

export function onFirstUse(el: HTMLElement, start: () => Promise<boolean>): void {
  const held: [HTMLFormElement, Values][] = [];
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    const form = event.target as HTMLFormElement;
    held.push([form, valuesOf(form)]);
    go();
  };
  const go = () => {
    for (const type of INTERACTION_EVENTS) el.removeEventListener(type, go, true);
    void start().then((tookOver) => {
      el.removeEventListener('submit', hold, true);
      const form = held[0]?.[0];
      if (tookOver && form?.isConnected) {
        const now = valuesOf(form);
        for (const [, values] of held) {
          putBack(values);
          submitAgain(form);
        }
        // Typed after the last submit: kept (otherwise the code's own reset after a submit stands).
        if (!sameValues(now, held[held.length - 1][1])) putBack(now);
      }
      held.length = 0;
    });
  };
  el.addEventListener('submit', hold, true);
  for (const type of INTERACTION_EVENTS) el.addEventListener(type, go, { capture: true, passive: true });
  // The visitor may already be in it (focus restored by the browser, or typed while the page loaded).
  if (el.contains(document.activeElement)) go();
}

/** Plain-script forms whose code loads on first use, hidden until the page script runs (they could do nothing). */
export function loadFormsOnFirstUse(forms: Iterable<HTMLFormElement>, load: () => Promise<void>): void {
  let loading: Promise<boolean> | undefined;
  const start = () => (loading ??= load().then(() => true, (error: unknown) => {
    console.error(error);
    loading = undefined;
    return false;
  }));
  for (const form of forms) {
    form.dataset.ready = 'true';
    onFirstUse(form, start);
    if ([...form.querySelectorAll('input')].some((input) => input.value !== input.defaultValue)) void start();
  }
}
