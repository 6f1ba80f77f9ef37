/**
 * The schema behind each form of the staff editor (/admin/): "collection" or "collection/file", as the
 * generated configuration names them (src/node/cms/config.ts). The editor checks an entry against the
 * same schema before saving (src/admin/validate.ts), so a save the build would refuse is refused first.
 */
import type { z } from 'zod';
import {
  faqFrontmatter, feeTableSchema, feesSchema, holidaysSchema, newsFrontmatter, officeSchema, pageFrontmatter,
  platformsSchema, serviceFrontmatter,
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
};

