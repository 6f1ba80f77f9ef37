/** Frontmatter of a news item (content/noticias/*.mdx). */
import { z } from 'zod';
import { pageBase } from '../page-fields.ts';
import { help, text } from '../../shared/content/schema/fields.ts';

export const newsFrontmatter = z.strictObject({
  ...pageBase,
  data: help(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'data'), {
    exemplo: 'data: 2025-07-15', dica: 'ano-mês-dia',
    descricao: 'Data da publicação, no formato ano-mês-dia. As notícias aparecem da mais nova para a mais antiga.',
  }),
  resumo: help(text.max(240), {
    exemplo: 'resumo: "Não haverá atendimento na segunda e na terça-feira de Carnaval."', dica: 'até 240 caracteres',
    descricao: 'Texto do cartão da notícia (até 240 caracteres).',
  }),
  /** An invented item shipped with the site: the publishing build stops while any remains. */
  amostra: help(z.boolean().optional(), {
    exemplo: 'amostra: true', dica: 'só numa notícia de exemplo, inventada; a notícia real não tem esta linha',
    descricao: '`amostra: true` marca uma notícia **de exemplo** (inventada): enquanto houver uma, o site mostra o aviso de demonstração e não pode ser publicado (veja [Dados de exemplo](#dados-de-exemplo-substituir-antes-de-publicar)). Notícias reais não têm esta linha.',
    formulario: 'Marcado só numa notícia de exemplo, inventada: enquanto houver uma, o site mostra o aviso de demonstração e não pode ser publicado. Uma notícia real fica desmarcada.',
  }),
});

export type NewsFrontmatter = z.infer<typeof newsFrontmatter>;
