/**
 * Page title for tabs and search engines, one rule for every route: the home page is the office's full
 * name; every other page is "<page title> | <short name>".
 */
/** Search engines show about this many characters of a title. */
export const MAX_TITLE_LENGTH = 70;

export function documentTitle(pageTitle: string, office: { nome: string; nomeCurto: string }, route: string): string {
  return route === '/' ? office.nome : `${pageTitle} | ${office.nomeCurto}`;
}

type OfficeNames = { nome: string; nomeCurto: string };

/** How long a page title may be so its tab title fits. */
export const titleRoom = (office: OfficeNames) => MAX_TITLE_LENGTH - documentTitle('', office, '/pagina').length;

export const titleRule = (office: OfficeNames) =>
  `Até ${titleRoom(office)} caracteres: a aba do navegador mostra o título seguido de "${documentTitle('', office, '/pagina')}", e os buscadores cortam depois de ${MAX_TITLE_LENGTH}.`;

export function titleLengthProblem(pageTitle: string, office: OfficeNames, route: string): { message: string; fix: string } | undefined {
  const full = documentTitle(pageTitle, office, route);
  if (full.length <= MAX_TITLE_LENGTH) return undefined;
  return {
    message: `o título da aba fica com ${full.length} caracteres ("${full}"), e os buscadores cortam depois de ${MAX_TITLE_LENGTH}.`,
    fix: `Encurte o título para até ${titleRoom(office)} caracteres (o nome curto do cartório é acrescentado no fim).`,
  };
}
