/**
 * Page title as shown in the tab and in search engines. One rule for every route, so tabs and results
 * read alike: the home page is the office's full name; every other page is "<page title> | <short name>"
 * ("Escrituras Públicas | Cartório 1º Ofício"). The short name keeps titles near the ~70 characters
 * search engines show (page titles are at most 70, schema.ts).
 */
/** Search engines show about this many characters of a title (html-validate's long-title rule too). */
export const MAX_TITLE_LENGTH = 70;

export function documentTitle(pageTitle: string, office: { nome: string; nomeCurto: string }, route: string): string {
  return route === '/' ? office.nome : `${pageTitle} | ${office.nomeCurto}`;
}
