/** Workbox plugins. Cache Storage is writable by every page of the origin: nothing read from it is trusted for what it claims. */
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { MEDIA_PATH, MEDIA_KINDS } from '../shared/media';
import { OFFLINE_ROUTE, SERVED_OFFLINE_ATTRIBUTE, type ServedOffline } from '../shared/offline';

/** Site path → SHA-256 of its bytes, in hex. */
export type BuiltFiles = ReadonlyMap<string, string>;

async function sha256Hex(response: Response): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await response.clone().arrayBuffer()));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function isBuiltCopy(files: BuiltFiles, pathname: string, response: Response): Promise<boolean> {
  const expected = files.get(pathname);
  return expected !== undefined && (await sha256Hex(response)) === expected;
}

/** Saved and served only while their bytes match the build's list; anything else goes to the network. */
export const builtFilesOnly = (files: BuiltFiles) => ({
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }): Promise<Response | null> =>
    (await isBuiltCopy(files, new URL(request.url).pathname, response) ? response : null),
  cachedResponseWillBeUsed: async ({ request, cachedResponse }: { request: Request; cachedResponse?: Response | null }): Promise<Response | null> =>
    (cachedResponse && await isBuiltCopy(files, new URL(request.url).pathname, cachedResponse) ? cachedResponse : null),
}) satisfies WorkboxPlugin;

function decoded(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** The staff editor in any spelling ("/%61dmin", "//admin"): never a page to keep. */
export const isEditorPath = (pathname: string): boolean => /^[/\\]*admin(?:[/\\.;]|$)/i.test(decoded(pathname) ?? '/admin');

export const isMediaPath = (pathname: string): boolean => (decoded(pathname) ?? MEDIA_PATH).replace(/^[/\\]+/, '/').toLowerCase().startsWith(`${MEDIA_PATH}/`);

const PICTURE = new RegExp(`\\.(${MEDIA_KINDS.filter((k) => k.name !== 'PDF').flatMap((k) => k.extensions).join('|')})$`, 'i');

export const isReadablePage = (url: URL): boolean => !isEditorPath(url.pathname) && !isMediaPath(url.pathname);

/** Of the media folder, only pictures; never the editor's. */
export const isKeptImage = (url: URL): boolean => !isEditorPath(url.pathname) && (!isMediaPath(url.pathname) || PICTURE.test(url.pathname));

/** Only a "basic" response saved for this very URL: not one a page made or fetched elsewhere and cached. */
export const sentBySite = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }: { request: Request; cachedResponse?: Response | null }): Promise<Response | null> => {
    if (!cachedResponse || cachedResponse.type !== 'basic') return null;
    const [saved, asked] = [new URL(cachedResponse.url || 'about:blank'), new URL(request.url)];
    return saved.origin === asked.origin && saved.pathname === asked.pathname ? cachedResponse : null;
  },
} satisfies WorkboxPlugin;

async function markedPage(page: Response, servedOffline: ServedOffline, init: ResponseInit): Promise<Response> {
  const html = await page.text();
  const headers = new Headers(page.headers);
  headers.delete('content-length');
  return new Response(html.replace(/<html\b/i, `<html ${SERVED_OFFLINE_ATTRIBUTE}="${servedOffline}"`), { ...init, headers });
}

/** A page read from the cache is marked "copy", so the page script can say it may be out of date. */
export const markCachedCopy = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response | null }): Promise<Response | null> => {
    if (!cachedResponse) return null;
    // Documents opened as pages (a PDF) are served untouched.
    if (!(cachedResponse.headers.get('content-type') ?? '').includes('text/html')) return cachedResponse;
    return markedPage(cachedResponse, 'copy', { status: cachedResponse.status, statusText: cachedResponse.statusText });
  },
} satisfies WorkboxPlugin;

/** The offline page, marked "fallback"; precache keys carry a `__WB_REVISION__` query, hence `ignoreSearch`. */
export const offlineFallback = (files: BuiltFiles) => ({
  handlerDidError: async (): Promise<Response | undefined> => {
    const file = `${OFFLINE_ROUTE}/index.html`;
    const page = await caches.match(file, { ignoreSearch: true });
    // Only as the build made it: a page put in its place by another page is not shown.
    return page && await isBuiltCopy(files, file, page) ? markedPage(page, 'fallback', { status: 200 }) : undefined;
  },
}) satisfies WorkboxPlugin;

/** One copy per page whatever its query: results are computed in the browser, and tracking parameters must not fill the cache. */
export const pageCacheKey = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }): Promise<string> => {
    const url = new URL(request.url);
    url.search = '';
    url.hash = '';
    return url.href;
  },
} satisfies WorkboxPlugin;
