/** A routed page's frontmatter: the schema of the kind its `layout` names. */
import { z } from 'zod';
import { ROUTED_KINDS } from './registry.ts';
import { pageBase } from './page-fields.ts';

const routedBase = z.object({ ...pageBase, layout: z.string() });

/** What every routed page's frontmatter has; the rest is read through its kind (e.g. servicePages). */
export type RoutedFrontmatter = z.infer<typeof routedBase> & Record<string, unknown>;

// The union's members are the registry's, known only when it runs: typed by what they share.
export const routedFrontmatter = z.discriminatedUnion(
  'layout', ROUTED_KINDS.map((kind) => kind.schema) as unknown as [z.ZodObject, ...z.ZodObject[]],
) as unknown as z.ZodType<RoutedFrontmatter>;
