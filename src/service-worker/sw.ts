/// <reference lib="webworker" />
/**
 * The service worker. Pages network first, then the saved copy, then the offline page (never the editor
 * nor media files); build files cache first, checked against their hashes. A new deploy's worker takes
 * over at once, and pages always try the network first, so no old page shows next to new assets.
 */
import './promise-all-settled';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { addPlugins } from 'workbox-precaching';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { NETWORK_TIMEOUT_SECONDS, PAGES_CACHE } from '../shared/offline';
import { INDEX_FILE, PARTS_DIR } from '../shared/search/index-format';
import { builtFilesOnly, isKeptImage, isReadablePage, markCachedCopy, offlineFallback, pageCacheKey, sentBySite } from './plugins';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[]; __CARTORIO_BUILT: Record<string, string> };

const BUILT = new Map(Object.entries(self.__CARTORIO_BUILT));
const asBuilt = builtFilesOnly(BUILT);

/** `purgeOnQuotaError`: a full disk empties the cache rather than failing the page. */
const kept = (maxEntries: number) => [
  new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true }),
  new CacheableResponsePlugin({ statuses: [200] }),
];

// The page request starts while the worker boots: network first costs no start-up delay.
enableNavigationPreload();
setCacheNameDetails({ prefix: 'cartorio' });
self.skipWaiting();
// No clientsClaim: pages open before the first install already have their files.

addPlugins([asBuilt]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isReadablePage(url),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [...kept(120), pageCacheKey, sentBySite, markCachedCopy, offlineFallback(BUILT)],
  }),
);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && BUILT.has(url.pathname),
  new CacheFirst({ cacheName: 'cartorio-arquivos', plugins: [...kept(80), asBuilt] }),
);
registerRoute(
  // A new index version has new addresses, so a saved part never goes stale.
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(`/${PARTS_DIR}/`),
  new CacheFirst({ cacheName: 'cartorio-busca-partes', plugins: kept(200) }),
);
registerRoute(
  new RegExp(`/${INDEX_FILE.replace(/\./g, '\\.')}$`),
  new NetworkFirst({ cacheName: 'cartorio-busca', networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: kept(2) }),
);
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.destination === 'image' && isKeptImage(url),
  new StaleWhileRevalidate({ cacheName: 'cartorio-imagens', plugins: kept(30) }),
);
