import type { Office } from './content/schema';

/** A page's full address on the office's site (canonical links, JSON-LD, the checklist message). */
export const absoluteUrl = (office: Pick<Office, 'siteUrl'>, route: string) => `${office.siteUrl}${route === '/' ? '/' : route}`;
