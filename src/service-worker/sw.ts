/// <reference lib="webworker" />
/**
 * The service worker, /sw.js: bundled with the Workbox runtime into one file by
 * src/node/offline/build-step.ts, which puts the precache list in place of `self.__WB_MANIFEST`.
 *
 * - pages (navigations): network first, falling back after NETWORK_TIMEOUT_SECONDS to the copy saved
 *   when the page was last read (marked so the page shows the offline notice); no copy → the offline page;
 *   never the staff editor (/admin in any spelling) nor the media folder's files;
 * - /assets/ (content-hashed names, never change): cache first, only the files of the build's list
 *   (`self.__CARTORIO_BUILT`, path → SHA-256), each checked against it when saved and when served, as is
 *   the precache: Cache Storage is writable by any page of the origin, so no script or style a page put
 *   there is ever served;
 * - the search index: the core network first (it changes with every deploy), its versioned shards and
 *   fragments cache first;
 * - images outside /assets/: stale while revalidate (of the media folder, only PNG, JPEG and WebP).
 * Precached at install: only the offline page and the files it loads. A new deploy changes the offline
 * page's revision, so the new worker installs, takes over at once (skipWaiting) and drops the old
 * precache; pages are always fetched first, so no old page is shown online next to new assets.
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

/** The build's scripts, styles and precached files with their SHA-256 (the build writes the list in). */
const BUILT = new Map(Object.entries(self.__CARTORIO_BUILT));
const asBuilt = builtFilesOnly(BUILT);

/** Entries per cache; `purgeOnQuotaError`: a full disk empties the cache rather than failing the page. */
const kept = (maxEntries: number) => [
  new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true }),
  new CacheableResponsePlugin({ statuses: [200] }),
];

// The page request starts while the worker boots: network first costs no start-up delay.
enableNavigationPreload();
// Precache: cartorio-precache-v2-<scope>.
setCacheNameDetails({ prefix: 'cartorio' });
self.skipWaiting();
// No clientsClaim: pages open before the first install stay with the network; they already have
// their files, and the next page loaded is served through the worker.

// The offline page and the files it loads: the build puts their list in place of self.__WB_MANIFEST.
addPlugins([asBuilt]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  // Not the staff editor (/admin in any spelling) nor an uploaded file: neither is a page to read offline.
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
  // The index's shards and page fragments: a new index version has new addresses, so a saved copy never goes stale.
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
