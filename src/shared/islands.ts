/**
 * The contract between the build-time <Island>, the prerender's preload tags and the browser's island
 * loader: the islands' names and the attributes of an island's root element.
 */
export const ISLAND_NAMES = ['contact-form', 'search-results', 'header-search'] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

export const islandSource = (name: IslandName) => `src/islands/entries/${name}.tsx`;

/** Values a visitor typed into an island's fields before it hydrated, by field name. */
export type AdoptedValues = Record<string, string>;

export type IslandWhen = 'load' | 'interaction' | 'use';

export const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;

export const ISLAND_ATTR = {
  name: 'data-island',
  props: 'data-island-props',
  prefix: 'data-island-prefix',
  /**
   * "load" (hydrate as the page loads), "interaction" (hydrate on first use, so React loads only for a
   * visitor who uses it) or "use" (empty in the HTML, mounted on first use).
   */
  when: 'data-island-when',
  state: 'data-island-state',
} as const;
