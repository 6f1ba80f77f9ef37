/**
 * Every island the browser can start, by name. Each is a dynamic import, so an island's code (and React)
 * loads only on the pages that have it.
 */
import type { ComponentType } from 'react';
import type { IslandName } from '../shared/islands';

export interface IslandModule {
  default: ComponentType<never>;
}

export const ISLANDS: Record<IslandName, () => Promise<IslandModule>> = {
  'contact-form': () => import('./entries/contact-form'),
  'search-results': () => import('./entries/search-results'),
  'header-search': () => import('./entries/header-search'),
};
