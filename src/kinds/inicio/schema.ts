/** Frontmatter of the home page (`layout: inicio`). */
import { z } from 'zod';
import { layoutHelp, pageBase } from '../page-fields.ts';
import { help } from '../../shared/content/schema/fields.ts';

export const homeFrontmatter = z.strictObject({
  ...pageBase,
  layout: help(z.literal('inicio'), layoutHelp),
});

export type HomeFrontmatter = z.infer<typeof homeFrontmatter>;
