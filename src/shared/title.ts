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

type OfficeNames = { nome: string; nomeCurto: string };

/** How long a page title may be so that its tab title fits (" | <short name>" is added after it). */
export const titleRoom = (office: OfficeNames) => MAX_TITLE_LENGTH - documentTitle('', office, '/pagina').length;

/** The rule and its fix, in the build's words, for the editor's form too. */
export const titleRule = (office: OfficeNames) =>
  `Até ${titleRoom(office)} caracteres: a aba do navegador mostra o título seguido de "${documentTitle('', office, '/pagina')}", e os buscadores cortam depois de ${MAX_TITLE_LENGTH}.`;

/** Why a page's title makes its tab title too long, or undefined when it fits (the home page shows the office's name). */
export function titleLengthProblem(pageTitle: string, office: OfficeNames, route: string): { message: string; fix: string } | undefined {
  const full = documentTitle(pageTitle, office, route);
  if (full.length <= MAX_TITLE_LENGTH) return undefined;
  return {
    message: `o título da aba fica com ${full.length} caracteres ("${full}"), e os buscadores cortam depois de ${MAX_TITLE_LENGTH}.`,
    fix: `Encurte o título para até ${titleRoom(office)} caracteres (o nome curto do cartório é acrescentado no fim).`,
  };
}
