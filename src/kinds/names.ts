/** The kind of news items: they write no `layout`, their folder (content/noticias) says it. */
export const NEWS_KIND = 'noticia';
