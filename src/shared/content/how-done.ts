/**
 * How a service is done (frontmatter `comoFazer`): the national platform it names is one of
 * content/plataformas.yml's services, found by its name as written there (facts filled in).
 */
import type { Platforms } from './schema/index.ts';
import type { ServiceFrontmatter } from '../../kinds/servico/schema.ts';

export type HowDone = NonNullable<ServiceFrontmatter['comoFazer']>;

export interface Platform { nome: string; url: string }

/** Every platform of content/plataformas.yml, in the file's order. */
export const platformList = (platforms: Platforms): Platform[] =>
  platforms.categorias.flatMap((c) => c.servicos.map(({ nome, url }) => ({ nome, url })));

/** The platform a service names, or undefined when the file has none by that name. */
export const findPlatform = (platforms: Platforms, name: string): Platform | undefined =>
  platformList(platforms).find((p) => p.nome === name);

/** The build's and the editor's words for a platform name the file does not have. */
export const unknownPlatform = (name: string, names: string[]) => ({
  message: `a plataforma "${name}" não existe em content/plataformas.yml.`,
  fix: `Escreva o nome de uma das plataformas, igual: ${names.map((n) => `"${n}"`).join(', ')}; ou acrescente a plataforma em content/plataformas.yml.`,
});
