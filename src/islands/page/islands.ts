/**
 * Finds the page's islands (`[data-island]`, written by src/render/Island.tsx) and starts each in its own
 * React root. Islands are independent: one that fails to download or throws is marked
 * `data-island-state="failed"` (CSS then shows its fallback note) and leaves the rest of the page alone.
 */
import { INTERACTION_EVENTS, ISLAND_ATTR, type IslandName } from '../../shared/islands';
import { ISLANDS } from '../registry';

const started = new WeakMap<HTMLElement, Promise<void>>();

function propsOf(el: HTMLElement): Record<string, unknown> {
  try {
    return JSON.parse(el.getAttribute(ISLAND_ATTR.props) ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

async function start(el: HTMLElement): Promise<void> {
  const name = el.getAttribute(ISLAND_ATTR.name) as IslandName;
  // Own names only ("toString" is no island); Object.hasOwn is newer than Safari 12.
  const load = Object.prototype.hasOwnProperty.call(ISLANDS, name) ? ISLANDS[name] : undefined;
  if (!load) throw new Error(`Unknown island "${name}"`);
  const [{ mountIsland }, module] = await Promise.all([import('../mount'), load()]);
  await mountIsland({
    el,
    component: module.default,
    props: propsOf(el),
    identifierPrefix: el.getAttribute(ISLAND_ATTR.prefix) ?? `${name}-`,
    hydrate: el.getAttribute(ISLAND_ATTR.when) !== 'use',
  });
}

/** Starts one island (once); resolves when it has rendered or failed, never rejects. */
export function startIsland(el: HTMLElement): Promise<void> {
  let run = started.get(el);
  if (!run) {
    run = start(el).then(
      () => el.setAttribute(ISLAND_ATTR.state, 'hydrated'),
      (error: unknown) => {
        el.setAttribute(ISLAND_ATTR.state, 'failed');
        // A failed download may succeed later (back online): the next use tries again.
        started.delete(el);
        console.warn(`Island "${el.getAttribute(ISLAND_ATTR.name)}" could not start; the page's HTML stays as it is.`, error);
      },
    );
    started.set(el, run);
  }
  return run;
}

/** Submits a held form through its island's handler; Safari before 16 has no requestSubmit, so the event is sent instead. */
function submitAgain(form: HTMLFormElement): void {
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

/**
 * An island hydrated on first use: the first pointer, focus, key or input inside it starts it (the
 * server HTML works meanwhile; what the visitor types before it hydrates is adopted by mount.tsx).
 * A form submitted before the island has taken over (a first click on its button, Enter in a field)
 * is held, kept from React mid-hydration, and submitted again once the island runs it: sent once, never lost.
 */
function startOnInteraction(el: HTMLElement): void {
  let held: HTMLFormElement | undefined;
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held = event.target as HTMLFormElement;
    go();
  };
  const go = () => {
    for (const type of INTERACTION_EVENTS) el.removeEventListener(type, go, true);
    void startIsland(el).then(() => {
      el.removeEventListener('submit', hold, true);
      // A failed island leaves its server form, which submits nowhere (method="dialog"): drop it.
      if (held?.isConnected && el.getAttribute(ISLAND_ATTR.state) === 'hydrated') submitAgain(held);
      held = undefined;
    });
  };
  el.addEventListener('submit', hold, true);
  for (const type of INTERACTION_EVENTS) el.addEventListener(type, go, { capture: true, passive: true });
  // The visitor may already be in it (focus restored by the browser, or typed while the page loaded).
  if (el.contains(document.activeElement)) go();
}

/** Starts every island meant to run as the page loads, arms those that wait for use; resolves when the first have settled. */
export function startPageIslands(): Promise<void> {
  const all = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR.name}]`)];
  const when = (el: HTMLElement) => el.getAttribute(ISLAND_ATTR.when) ?? 'load';
  all.filter((el) => when(el) === 'interaction').forEach(startOnInteraction);
  return Promise.all(all.filter((el) => when(el) === 'load').map(startIsland)).then(() => undefined);
}
