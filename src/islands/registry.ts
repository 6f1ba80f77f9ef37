/**
 * Every island the browser can start, by name: the one list the build-time <Island> and the browser's
 * loader share. An island's module is `entries/<name>.tsx`, whose default export is the component. Each
 * entry is a dynamic import, so an island's code (and React) loads only on the pages
 * that have it, and the page's HTML preloads it.
 */
import type { ComponentType } from 'react';

export interface IslandModule {
  default: ComponentType<never>;
}

export const ISLANDS = {
  'contact-form': () => import('./entries/contact-form'),
  'search-results': () => import('./entries/search-results'),
  'header-search': () => import('./entries/header-search'),
} satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof ISLANDS;

/** Source file of an island's module: `src/islands/entries/<name>.tsx` (the build preloads its chunk). */
export const islandSource = (name: IslandName) => `src/islands/entries/${name}.tsx`;

/** Values a visitor typed into an island's fields before it hydrated, by field name (see mount.tsx). */
export type AdoptedValues = Record<string, string>;

/** Attributes of an island's root element in the HTML. */
export const ISLAND_ATTR = {
  name: 'data-island',
  props: 'data-island-props',
  prefix: 'data-island-prefix',
  /** "load" (hydrate as the page loads) or "use" (mount on first use, e.g. the header search). */
  when: 'data-island-when',
  /** Set by the browser: "hydrated" or "failed". */
  state: 'data-island-state',
} as const;
