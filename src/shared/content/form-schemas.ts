/**
 * The schema behind each form of the staff editor; the editor checks an entry against it before saving,
 * so a save the build would refuse is refused first.
 */
import type { z } from 'zod';
import { deadlinesSchema, expressionsSchema, factsFileSchema, faqFrontmatter, feeTableSchema, feesSchema, glossarySchema, holidaysSchema, menuSchema, officeSchema, platformsSchema, synonymsSchema } from './schema/index.ts';
import { kindOfEntry, PAGE_FORMS } from '../../kinds/registry.ts';

/** Forms written in the rich-text editor, with the site's blocks each offers in its "+" menu. */
export const RICH_TEXT_FORMS: Record<string, readonly string[]> = {
  ...Object.fromEntries(PAGE_FORMS.flatMap((form) => (form.richText ? [[form.name, form.richText]] : []))),
  duvidas: ['pergunta', 'aviso'],
};

/** A page form's schema is its first kind's; each entry is checked as its own kind. */
export const FORM_SCHEMAS: Record<string, z.ZodType> = {
  ...Object.fromEntries(PAGE_FORMS.map((form) => [form.name, kindOfEntry(form.name, {}).schema])),
  duvidas: faqFrontmatter,
  'dados/cartorio': officeSchema,
  'dados/tabela-emolumentos': feeTableSchema,
  'dados/feriados': holidaysSchema,
  'dados/plataformas': platformsSchema,
  'dados/emolumentos': feesSchema,
  'dados/menu': menuSchema,
  'dados/prazos': deadlinesSchema,
  'dados/glossario': glossarySchema,
};

/** Files whose keys are the content: their forms end with a list that adds a `fato` or a `grupo`. */
export const ENTRY_FILES: Record<string, { schema: z.ZodType; adds: 'fato' | 'grupo' }> = {
  fatos: { schema: factsFileSchema, adds: 'fato' },
  'dados/sinonimos': { schema: synonymsSchema, adds: 'grupo' },
  'dados/expressoes': { schema: expressionsSchema, adds: 'grupo' },
};

