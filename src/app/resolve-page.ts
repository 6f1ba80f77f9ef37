/** Which content file a URL shows. One function, used by the server render, hydration and navigation. */
import { manifest } from '../content/site';
import type { ManifestPage } from '../content/manifest';

export const NOT_FOUND_FILE = 'content/paginas/404.mdx';
const SERVICES_ROUTE = '/servicos';

const byRoute = new Map<string, ManifestPage>(manifest.pages.map((p) => [p.route, p]));
const notFound = [...byRoute.values()].find((p) => p.file === NOT_FOUND_FILE)!;

export function resolvePage(pathname: string): ManifestPage {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = byRoute.get(route);
  if (page && page.file !== NOT_FOUND_FILE) return page;
  // Spec: /servicos/<anything else> shows the services list.
  if (route.startsWith(`${SERVICES_ROUTE}/`)) return byRoute.get(SERVICES_ROUTE) ?? notFound;
  return notFound;
}
