/** content/menu.yml: the header's main menu. */
import { z } from 'zod';
import { help, text } from './fields.ts';
import { ROUTE } from '../../text/slug.ts';

export const MENU_FILE = 'content/menu.yml';

export const menuSchema = z.strictObject({
  itens: help(z.array(z.strictObject({
    nome: help(text.max(30), { exemplo: 'nome: "Serviços Online"', dica: 'até 30 caracteres', descricao: 'O texto do item no menu.' }),
    endereco: help(z.string().regex(ROUTE), {
      exemplo: 'endereco: "/servicos-online"', dica: 'o endereço de uma página do site, começando por /',
      descricao: 'A página que o item abre: o endereço dela no site, como `/servicos` ou `/contato` (veja "Onde fica cada página").',
    }),
  })).min(1), {
    exemplo: 'itens:\n  - nome: "Início"\n    endereco: "/"', dica: 'um item por página, na ordem do menu',
    descricao: 'Os itens do menu, na ordem em que aparecem.',
  }),
});

export type Menu = z.infer<typeof menuSchema>;
