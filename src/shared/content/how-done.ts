/**
 * How a service is done (frontmatter `comoFazer`): the national platform it names is one of
 * content/plataformas.yml's services, found by its name as written there (facts filled in).
 */
import type { Platforms, ServiceFrontmatter } from './schema.ts';

export type HowDone = NonNullable<ServiceFrontmatter['comoFazer']>;

export interface Platform { nome: string; url: string }

/** Every platform of content/plataformas.yml, in the file's order. */
export const platformList = (platforms: Platforms): Platform[] =>
  platforms.categorias.flatMap((c) => c.servicos.map(({ nome, url }) => ({ nome, url })));

/** The platform a service names, or undefined when the file has none by that name. */
export const findPlatform = (platforms: Platforms, name: string): Platform | undefined =>
  platformList(platforms).find((p) => p.nome === name);
