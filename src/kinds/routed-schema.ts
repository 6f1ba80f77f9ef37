/** A routed page's frontmatter: the schema of the kind its `layout` names. */
import { z } from 'zod';
import { homeFrontmatter } from './inicio/schema.ts';
import { pageFrontmatter } from './pagina/schema.ts';
import { serviceFrontmatter } from './servico/schema.ts';

export const routedFrontmatter = z.discriminatedUnion('layout', [
  serviceFrontmatter,
  homeFrontmatter,
  pageFrontmatter,
]);

export type RoutedFrontmatter = z.infer<typeof routedFrontmatter>;
