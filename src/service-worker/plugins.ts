/**
 * Workbox plugins of the service worker's page route (sw.ts): the copy saved on this device is marked
 * for the offline notice, the offline page stands in for a page never saved, one copy per page.
 */
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { OFFLINE_ROUTE, SERVED_OFFLINE_ATTRIBUTE, type ServedOffline } from '../shared/offline';

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
export const offlineFallback = {
  handlerDidError: async (): Promise<Response | undefined> => {
    const page = await caches.match(`${OFFLINE_ROUTE}/index.html`, { ignoreSearch: true });
    return page && markedPage(page, 'fallback', { status: 200 });
  },
} satisfies WorkboxPlugin;

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
