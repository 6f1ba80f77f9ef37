/** Page title as shown in the tab and in search engines: "Escrituras Públicas | Cartório X". */
export function documentTitle(pageTitle: string, siteName: string): string {
  return pageTitle === siteName ? siteName : `${pageTitle} | ${siteName}`;
}
