/**
 * Finds the page's islands (`[data-island]`, written by src/render/Island.tsx) and starts each in its own
 * React root. Islands are independent: one that fails to download or throws is marked
 * `data-island-state="failed"` (CSS then shows its fallback note) and leaves the rest of the page alone.
 */
import { ISLAND_ATTR, type IslandName } from '../../shared/islands';
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
  const load = ISLANDS[name];
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

/** Starts every island meant to run as the page loads; resolves when all have settled. */
export function startPageIslands(): Promise<void> {
  const eager = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR.name}]`)].filter(
    (el) => el.getAttribute(ISLAND_ATTR.when) !== 'use',
  );
  return Promise.all(eager.map(startIsland)).then(() => undefined);
}
