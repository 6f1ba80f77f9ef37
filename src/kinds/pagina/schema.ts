/** Frontmatter of an ordinary page (`layout: pagina`, the default). */
import { z } from 'zod';
import { layoutHelp, pageBase } from '../page-fields.ts';
import { help, text } from '../../shared/content/schema/fields.ts';

export const pageFrontmatter = z.strictObject({
  ...pageBase,
  layout: help(z.literal('pagina').default('pagina'), {
    ...layoutHelp,
    descricao: 'Tipo de página: `pagina` (padrão), ou o de uma página que o site desenha de outro jeito, como `servico` ou `inicio`.',
  }),
  /** Show the title as the page's h1 above the body (default). */
  mostrarTitulo: help(z.boolean().default(true), {
    exemplo: 'mostrarTitulo: false',
    descricao: '`false` esconde o título padrão (quando a página tem o próprio destaque).',
    formulario: 'Desmarcado, o título padrão não aparece (quando a página começa com o seu próprio destaque).',
  }),
  subtitulo: help(text.optional(), {
    exemplo: 'subtitulo: "Tudo o que você precisa saber antes de vir."',
    descricao: 'Frase curta embaixo do título.',
  }),
});

export type PageFrontmatter = z.infer<typeof pageFrontmatter>;
