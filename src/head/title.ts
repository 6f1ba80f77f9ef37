/**
 * Page title as shown in the tab and in search engines: "Escrituras Públicas | Cartório X".
 * Search engines cut titles at about 70 characters: past that the short name is used (or none), and a
 * page title that already names the office stands alone.
 */
export const MAX_TITLE_LENGTH = 70;

export function documentTitle(pageTitle: string, siteName: string, shortName = siteName): string {
  const lower = (s: string) => s.toLocaleLowerCase('pt-BR');
  if (pageTitle === siteName || lower(pageTitle).includes(lower(shortName))) return pageTitle;
  for (const candidate of [`${pageTitle} | ${siteName}`, `${pageTitle} | ${shortName}`]) {
    if (candidate.length <= MAX_TITLE_LENGTH) return candidate;
  }
  return pageTitle;
}
