import { createContext } from 'react';

/**
 * Routes of pages still under construction (frontmatter `emConstrucao`), so a link to one says so
 * (SmartLink). Provided once per page by src/render/entry-server.tsx from the route list; the default
 * (none) keeps components free of site data where they render alone (islands, unit tests).
 */
export const PendingPages = createContext<ReadonlySet<string>>(new Set());
