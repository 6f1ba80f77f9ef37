import type { SiteContent } from '../shared/content/site-content';

/** What every build step after the pages gets: the one content load and the output folder. */
export interface BuildContext { root: string; dist: string; site: SiteContent }
