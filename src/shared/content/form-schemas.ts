/**
 * The schema behind each form of the staff editor (/admin/): "collection" or "collection/file", as the
 * generated configuration names them (src/node/cms/config.ts). The editor checks an entry against the
 * same schema before saving (src/admin/validate.ts), so a save the build would refuse is refused first.
 */
import type { z } from 'zod';
import {
  expressionsSchema, factsFileSchema, faqFrontmatter, feeTableSchema, feesSchema, holidaysSchema, menuSchema, newsFrontmatter, officeSchema,
  pageFrontmatter, platformsSchema, serviceFrontmatter, synonymsSchema,
} from './schema.ts';

export const FORM_SCHEMAS: Record<string, z.ZodType> = {
  servicos: serviceFrontmatter,
  duvidas: faqFrontmatter,
  noticias: newsFrontmatter,
  paginas: pageFrontmatter,
  'dados/cartorio': officeSchema,
  'dados/tabela-emolumentos': feeTableSchema,
  'dados/feriados': holidaysSchema,
  'dados/plataformas': platformsSchema,
  'dados/emolumentos': feesSchema,
  'dados/menu': menuSchema,
};

/**
 * The files whose keys are the content (shared facts, search words): their forms list what each file holds
 * (src/node/cms/config.ts), and the editor checks a save against the file's schema like any other.
 */
export const ENTRY_FILE_SCHEMAS: Record<string, z.ZodType> = {
  fatos: factsFileSchema,
  'dados/sinonimos': synonymsSchema,
  'dados/expressoes': expressionsSchema,
};

