/**
 * Code fetched on a part of the page's first use rather than at load: the first pointer, focus, key or
 * input inside it starts `start`. A form submitted before the code has taken over (a first click on its
 * button, Enter in a field) is held and submitted again once `start` resolves true: sent once, never
 * lost; when it resolves false the code did not arrive and the held submit is dropped.
 */
import { INTERACTION_EVENTS } from '../../shared/islands';

/** Safari before 16 has no requestSubmit, so the event is sent instead. */
function submitAgain(form: HTMLFormElement): void {
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

export function onFirstUse(el: HTMLElement, start: () => Promise<boolean>): void {
  let held: HTMLFormElement | undefined;
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held = event.target as HTMLFormElement;
    go();
  };
  const go = () => {
    for (const type of INTERACTION_EVENTS) el.removeEventListener(type, go, true);
    void start().then((tookOver) => {
      el.removeEventListener('submit', hold, true);
      if (tookOver && held?.isConnected) submitAgain(held);
      held = undefined;
    });
  };
  el.addEventListener('submit', hold, true);
  for (const type of INTERACTION_EVENTS) el.addEventListener(type, go, { capture: true, passive: true });
  // The visitor may already be in it (focus restored by the browser, or typed while the page loaded).
  if (el.contains(document.activeElement)) go();
}

/**
 * Plain-script forms (not React islands) whose code loads on first use: each is shown at once (hidden
 * until the page script runs, since without it the form could do nothing) and its module is fetched once
 * for all of them; a value the browser restored (back button) fetches it at once.
 */
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
