/**
 * Build steps that run after every page is written (e.g. the search index).
 * Each step gets the loaded content and the output folder.
 */
import type { SiteContent } from '../content/load';
import { writeSearchIndex } from '../search/build-step';
import { writeOfflineSupport } from '../offline/build-step';

export interface BuildContext { root: string; dist: string; site: SiteContent }

const steps: ((ctx: BuildContext) => Promise<void> | void)[] = [writeSearchIndex, writeOfflineSupport];

export async function afterPrerender(ctx: BuildContext): Promise<void> {
  for (const step of steps) await step(ctx);
}
