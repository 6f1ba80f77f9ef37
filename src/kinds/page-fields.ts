/** Fields every routed page kind has, and the `layout` names a page's frontmatter may give. */
import { z } from 'zod';
import { help, text, textList, updatedOn } from '../shared/content/schema/fields.ts';

export const pageBase = {
  title: help(text.max(70), {
    exemplo: 'title: "Escrituras Públicas"', dica: 'curto: na aba do navegador, com o nome curto do cartório depois dele, cabem 70 caracteres',
    descricao: 'Título da página. Aparece no topo e na aba do navegador, seguido do nome curto do cartório ("Escrituras Públicas | Cartório 1º Ofício"): os dois juntos cabem em 70 caracteres.',
  }),
  description: help(text.min(50).max(170), {
    exemplo: 'description: "Uma ou duas frases, entre 50 e 170 caracteres, que resumem a página para o Google."',
    descricao: 'Resumo para o Google e para as redes sociais, de 50 a 170 caracteres.',
    formulario: 'Uma ou duas frases, de 50 a 170 caracteres, que o Google e as redes sociais mostram embaixo do título. Exemplo: Compra e venda, doação, inventário: os documentos, o prazo e o valor de uma escritura pública.',
  }),
  keywords: help(textList, {
    exemplo: 'keywords:\n  - escritura\n  - compra e venda',
    descricao: 'Palavras-chave (lista).',
    formulario: 'Palavras que dizem do que a página trata, uma por item, como escritura e compra e venda. Pelo menos uma.',
  }),
  /** Extra words citizens type for this page (abbreviations, everyday names). Search only. */
  sinonimos: help(z.array(text).optional(), {
    exemplo: 'sinonimos:\n  - 2ª via\n  - segunda via',
    descricao: 'Outras palavras que as pessoas digitam na busca para achar esta página (siglas, nomes populares).',
    formulario: 'Outras palavras que as pessoas digitam na busca para achar esta página (siglas, nomes populares), uma por item, como 2ª via e segunda via.',
  }),
  /** Hide from sitemap and search (the 404 page). */
  oculta: help(z.boolean().optional(), {
    exemplo: 'oculta: true',
    descricao: '`true` tira a página do mapa do site e da busca.',
    formulario: 'Marcado, a página sai do mapa do site e da busca (como a página de endereço não encontrado).',
  }),
  atualizadoEm: updatedOn,
};

/** The fields above, which the guide lists once ("Campos de todas as páginas"). */
export const PAGE_FIELDS = Object.keys(pageBase);

export const layoutHelp = { exemplo: 'layout: servico', dica: 'ou: pagina, inicio' };
