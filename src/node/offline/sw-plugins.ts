/**
 * Workbox plugins of the service worker's page route (src/node/offline/build-step.ts). workbox-build's
 * generateSW copies each function into sw.js as source text, so every function here must stand alone:
 * no imports, no outside names, only what a service worker has (Request, Response, Headers, caches).
 * The literals they repeat are checked against src/shared/offline.ts by tests/unit/offline-sw.test.ts.
 */

interface CachedResponseParams { cachedResponse?: Response | null }
interface CacheKeyParams { request: Request }

/**
 * A page answered from the pages cache (network down or slower than the timeout) gets
 * `<html data-served-offline="copy">`, so the page script can say it may be out of date.
 * Only cache reads pass here: a page fresh from the network is never marked.
 */
export const markCachedCopy = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: CachedResponseParams): Promise<Response | null> => {
    if (!cachedResponse) return null;
    // Documents opened as pages (a PDF) are served as saved, untouched.
    if (!(cachedResponse.headers.get('content-type') ?? '').includes('text/html')) return cachedResponse;
    const html = await cachedResponse.text();
    const headers = new Headers(cachedResponse.headers);
    headers.delete('content-length');
    return new Response(html.replace(/<html\b/i, '<html data-served-offline="copy"'), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/**
 * No network and no copy of the page on this device: the offline page (precached at install) with
 * `<html data-served-offline="fallback">`, so the notice does not repeat what the page says.
 * Precache keys carry a `__WB_REVISION__` query, hence `ignoreSearch`.
 */
export const offlineFallback = {
  handlerDidError: async (): Promise<Response | undefined> => {
    const page = await caches.match('/offline/index.html', { ignoreSearch: true });
    if (!page) return undefined;
    const html = await page.text();
    const headers = new Headers(page.headers);
    headers.delete('content-length');
    return new Response(html.replace(/<html\b/i, '<html data-served-offline="fallback"'), { status: 200, headers });
  },
};

/**
 * One cached copy per page, whatever its query: /busca?q=x and /busca are the same document (the
 * results are computed in the browser), and tracking parameters must not fill the cache.
 */
export const pageCacheKey = {
  cacheKeyWillBeUsed: async ({ request }: CacheKeyParams): Promise<string> => {
    const url = new URL(request.url);
    url.search = '';
    url.hash = '';
    return url.href;
  },
};
