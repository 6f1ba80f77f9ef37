/** Starts each island in its own root; one that fails is marked failed (CSS shows its fallback), the rest untouched. */
import { ISLAND_ATTR, type IslandName } from '../../shared/islands';
import { ISLANDS } from '../registry';
import { onFirstUse } from './first-use';

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

function startOnInteraction(el: HTMLElement): void {
  onFirstUse(el, () => startIsland(el).then(() => el.getAttribute(ISLAND_ATTR.state) === 'hydrated'));
}

export function startPageIslands(): Promise<void> {
  const all = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR.name}]`)];
  const when = (el: HTMLElement) => el.getAttribute(ISLAND_ATTR.when) ?? 'load';
  all.filter((el) => when(el) === 'interaction').forEach(startOnInteraction);
  return Promise.all(all.filter((el) => when(el) === 'load').map(startIsland)).then(() => undefined);
}
