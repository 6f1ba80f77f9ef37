/**
 * Workbox plugins of the service worker (sw.ts). The page route's: the copy saved on this device is
 * marked for the offline notice, the offline page stands in for a page never saved, one copy per page,
 * and only a copy the site itself sent for that page is served. The build's files: served and saved only
 * with the bytes the build made. Cache Storage is open to every page of the origin, so nothing read from
 * it is trusted for what it claims to be.
 */
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { MEDIA_PATH, MEDIA_KINDS } from '../shared/media';
import { OFFLINE_ROUTE, SERVED_OFFLINE_ATTRIBUTE, type ServedOffline } from '../shared/offline';

/** The build's own files: site path ("/assets/index-a1.js") → SHA-256 of their bytes, in hex. */
export type BuiltFiles = ReadonlyMap<string, string>;

async function sha256Hex(response: Response): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await response.clone().arrayBuffer()));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether a response holds exactly the file the build made for that path. */
export async function isBuiltCopy(files: BuiltFiles, pathname: string, response: Response): Promise<boolean> {
  const expected = files.get(pathname);
  return expected !== undefined && (await sha256Hex(response)) === expected;
}

/**
 * Scripts, styles and the precache: saved only as the build made them (a wrong download is not kept), and
 * served from the cache only while their bytes still match the build's list; a copy a page put there
 * itself is passed over for the network, whose answer then replaces it.
 */
export const builtFilesOnly = (files: BuiltFiles) => ({
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }): Promise<Response | null> =>
    (await isBuiltCopy(files, new URL(request.url).pathname, response) ? response : null),
  cachedResponseWillBeUsed: async ({ request, cachedResponse }: { request: Request; cachedResponse?: Response | null }): Promise<Response | null> =>
    (cachedResponse && await isBuiltCopy(files, new URL(request.url).pathname, cachedResponse) ? cachedResponse : null),
}) satisfies WorkboxPlugin;

/** A path decoded once, or null when it cannot be ("%E0%A4%A"). */
function decoded(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** The staff editor in any spelling ("/admin", "/Admin/", "/%61dmin", "//admin"): never a page to keep. */
export const isEditorPath = (pathname: string): boolean => /^[/\\]*admin(?:[/\\.;]|$)/i.test(decoded(pathname) ?? '/admin');

/** A file of the media folder (what staff upload), in any spelling. */
export const isMediaPath = (pathname: string): boolean => (decoded(pathname) ?? MEDIA_PATH).replace(/^[/\\]+/, '/').toLowerCase().startsWith(`${MEDIA_PATH}/`);

const PICTURE = new RegExp(`\\.(${MEDIA_KINDS.filter((k) => k.name !== 'PDF').flatMap((k) => k.extensions).join('|')})$`, 'i');

/** What the page route keeps for reading offline: the site's pages, not the editor nor uploaded files. */
export const isReadablePage = (url: URL): boolean => !isEditorPath(url.pathname) && !isMediaPath(url.pathname);

/** What the images route keeps: the site's pictures (not the editor's); of the media folder, only PNG, JPEG or WebP ones. */
export const isKeptImage = (url: URL): boolean => !isEditorPath(url.pathname) && (!isMediaPath(url.pathname) || PICTURE.test(url.pathname));

/**
 * Only a page the site itself sent for that address: a response the worker saved from the network has
 * the type "basic" and the page's own URL; one a page made (`new Response`) or fetched from another
 * address and put in the cache has not, and is passed over.
 */
export const sentBySite = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }: { request: Request; cachedResponse?: Response | null }): Promise<Response | null> => {
    if (!cachedResponse || cachedResponse.type !== 'basic') return null;
    const [saved, asked] = [new URL(cachedResponse.url || 'about:blank'), new URL(request.url)];
    return saved.origin === asked.origin && saved.pathname === asked.pathname ? cachedResponse : null;
  },
} satisfies WorkboxPlugin;

/** The page with `<html data-served-offline="…">`; its length changed, so no content-length. */
async function markedPage(page: Response, servedOffline: ServedOffline, init: ResponseInit): Promise<Response> {
  const html = await page.text();
  const headers = new Headers(page.headers);
  headers.delete('content-length');
  return new Response(html.replace(/<html\b/i, `<html ${SERVED_OFFLINE_ATTRIBUTE}="${servedOffline}"`), { ...init, headers });
}

/**
 * A page answered from the pages cache (network down or slower than the timeout) is marked "copy",
 * so the page script can say it may be out of date. Only cache reads pass here: a page fresh from the
 * network is never marked.
 */
export const markCachedCopy = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response | null }): Promise<Response | null> => {
    if (!cachedResponse) return null;
    // Documents opened as pages (a PDF) are served as saved, untouched.
    if (!(cachedResponse.headers.get('content-type') ?? '').includes('text/html')) return cachedResponse;
    return markedPage(cachedResponse, 'copy', { status: cachedResponse.status, statusText: cachedResponse.statusText });
  },
} satisfies WorkboxPlugin;

/**
 * No network and no copy of the page on this device: the offline page (precached at install), marked
 * "fallback", so the notice does not repeat what the page says. Precache keys carry a
 * `__WB_REVISION__` query, hence `ignoreSearch`.
 */
export const offlineFallback = (files: BuiltFiles) => ({
  handlerDidError: async (): Promise<Response | undefined> => {
    const file = `${OFFLINE_ROUTE}/index.html`;
    const page = await caches.match(file, { ignoreSearch: true });
    // Only as the build made it: a page put in its place by another page is not shown.
    return page && await isBuiltCopy(files, file, page) ? markedPage(page, 'fallback', { status: 200 }) : undefined;
  },
}) satisfies WorkboxPlugin;

/**
 * One cached copy per page, whatever its query: /busca?q=x and /busca are the same document (the
 * results are computed in the browser), and tracking parameters must not fill the cache.
 */
export const pageCacheKey = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }): Promise<string> => {
    const url = new URL(request.url);
    url.search = '';
    url.hash = '';
    return url.href;
  },
} satisfies WorkboxPlugin;
