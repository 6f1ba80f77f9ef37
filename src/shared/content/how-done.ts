/** How a service is done: the platform it names is found by its name in content/plataformas.yml. */
import type { Platforms } from './schema/index.ts';
import type { ServiceFrontmatter } from '../../kinds/servico/schema.ts';

export type HowDone = NonNullable<ServiceFrontmatter['comoFazer']>;

export interface Platform { nome: string; url: string }

export const platformList = (platforms: Platforms): Platform[] =>
  platforms.categorias.flatMap((c) => c.servicos.map(({ nome, url }) => ({ nome, url })));

export const findPlatform = (platforms: Platforms, name: string): Platform | undefined =>
  platformList(platforms).find((p) => p.nome === name);

export const unknownPlatform = (name: string, names: string[]) => ({
  message: `a plataforma "${name}" não existe em content/plataformas.yml.`,
  fix: `Escreva o nome de uma das plataformas, igual: ${names.map((n) => `"${n}"`).join(', ')}; ou acrescente a plataforma em content/plataformas.yml.`,
});
