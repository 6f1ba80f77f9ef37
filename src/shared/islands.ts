/**
 * The contract between the build-time <Island> (src/render/Island.tsx), the prerender's preload tags
 * and the browser's island loader (src/islands/registry.ts): the islands' names and the attributes of
 * an island's root element in the HTML.
 */
export const ISLAND_NAMES = ['contact-form', 'search-results', 'header-search'] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

/** Source file of an island's module: `src/islands/entries/<name>.tsx` (the build preloads its chunk). */
export const islandSource = (name: IslandName) => `src/islands/entries/${name}.tsx`;

/** Values a visitor typed into an island's fields before it hydrated, by field name (see mount.tsx). */
export type AdoptedValues = Record<string, string>;

export type IslandWhen = 'load' | 'interaction' | 'use';

/** The events inside an "interaction" island that start it (touch and mouse, keyboard, typing, autofill). */
export const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;

/** Attributes of an island's root element in the HTML. */
export const ISLAND_ATTR = {
  name: 'data-island',
  props: 'data-island-props',
  prefix: 'data-island-prefix',
  /**
   * "load" (hydrate as the page loads), "interaction" (server-rendered, hydrated on the first focus,
   * pointer or key inside it: the contact form, so React loads only for a visitor who uses it) or "use"
   * (empty in the HTML, mounted on first use: the header search).
   */
  when: 'data-island-when',
  /** Set by the browser: "hydrated" or "failed". */
  state: 'data-island-state',
} as const;
