/**
 * The schema behind each form of the staff editor (/admin/): "collection" or "collection/file", as the
 * generated configuration names them (src/node/cms/config.ts). The editor checks an entry against the
 * same schema before saving (src/admin/validate.ts), so a save the build would refuse is refused first.
 */
import type { z } from 'zod';
import { deadlinesSchema, expressionsSchema, factsFileSchema, faqFrontmatter, feeTableSchema, feesSchema, glossarySchema, holidaysSchema, menuSchema, officeSchema, platformsSchema, synonymsSchema } from './schema/index.ts';
import { kindOfEntry, PAGE_FORMS } from '../../kinds/registry.ts';

/**
 * The forms whose page text is written in the rich-text editor, with the site's blocks each offers in its
 * "+" menu (src/admin/editor-components.ts): the config gives them the toolbar (src/node/cms/config.ts),
 * and their saves keep the file's spelling of every block left alone (src/admin/body-merge.ts).
 */
export const RICH_TEXT_FORMS: Record<string, readonly string[]> = {
  ...Object.fromEntries(PAGE_FORMS.flatMap((form) => (form.richText ? [[form.name, form.richText]] : []))),
  duvidas: ['pergunta', 'aviso'],
};

/** Each form's schema; a page form's is its first kind's (src/kinds/registry.ts), each entry checked as its own kind. */
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

/**
 * The files whose keys are the content (shared facts, search words): their forms list what each file holds
 * and end with a list that adds entries (src/node/cms/config.ts, src/shared/content/new-entries.ts), each
 * new one a `fato` or a `grupo`; the editor checks a save against the file's schema like any other.
 */
export const ENTRY_FILES: Record<string, { schema: z.ZodType; adds: 'fato' | 'grupo' }> = {
  fatos: { schema: factsFileSchema, adds: 'fato' },
  'dados/sinonimos': { schema: synonymsSchema, adds: 'grupo' },
  'dados/expressoes': { schema: expressionsSchema, adds: 'grupo' },
};

