/** Frontmatter of an FAQ category (content/duvidas/*.mdx). */
import { z } from 'zod';
import { help, icon, iconHelp, text, updatedOn } from './fields.ts';

export const faqFrontmatter = z.strictObject({
  titulo: help(text, { exemplo: 'titulo: "Documentos Necessários"', descricao: 'Nome do assunto, o título da seção em `/duvidas`.', formulario: 'O nome do assunto, o título da seção na página Dúvidas. Exemplo: Documentos Necessários' }),
  icone: help(icon, { ...iconHelp, descricao: 'Ícone do assunto (veja [Ícones](#ícones)).', formulario: 'O ícone do assunto, escolhido na lista.' }),
  ordem: help(z.number().int().min(0), {
    exemplo: 'ordem: 1', dica: 'um número inteiro',
    descricao: 'Posição do assunto na página (número inteiro; menor vem antes).',
  }),
  atualizadoEm: updatedOn,
});

export type FaqFrontmatter = z.infer<typeof faqFrontmatter>;
