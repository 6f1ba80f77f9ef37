/** content/plataformas.yml: the official national online platforms. */
import { z } from 'zod';
import { help, icon, iconHelp, text, urlHelp } from './fields.ts';

export const platformsSchema = z.strictObject({
  categorias: z.array(
    z.strictObject({
      categoria: text,
      descricao: text,
      servicos: z.array(z.strictObject({
        nome: text, descricao: text, icone: help(icon, iconHelp), url: help(z.string().regex(/^https:\/\//, 'url'), urlHelp),
        /** One of the four certificate links on the home page. */
        destaqueInicio: help(z.boolean().optional(), { exemplo: 'destaqueInicio: true', dica: 'um dos quatro links de certidões da página inicial' }),
      })).min(1),
    }),
  ),
});

export type Platforms = z.infer<typeof platformsSchema>;
