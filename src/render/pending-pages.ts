import { createContext } from 'react';

/**
 * Routes of pages under construction, so a link to one says so. The default (none) keeps components free
 * of site data where they render alone (islands, unit tests).
 */
export const PendingPages = createContext<ReadonlySet<string>>(new Set());
