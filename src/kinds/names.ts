/**
 * The page kinds' names, one per kind and used everywhere for it (folders, registry, manifest): what a
 * page's frontmatter writes in `layout`; news items, in their own folder, are `noticia`.
 */
export const KIND_NAMES = ['pagina', 'servico', 'inicio', 'noticia'] as const;
export type KindName = (typeof KIND_NAMES)[number];

/** The kind of news items: they write no `layout`, their folder (content/noticias) says it. */
export const NEWS_KIND: KindName = 'noticia';
