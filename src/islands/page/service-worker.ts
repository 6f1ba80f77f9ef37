/**
 * Registers the service worker that keeps pages for reading offline (/sw.js, built by
 * src/node/offline/build-step.ts). Production builds only (`npm run dev` has no worker) and only where the
 * browser has service workers. Called after the page has loaded (src/islands/page/after-load.ts): the worker
 * and what it saves at install never compete with the page's own files.
 */
import { PAGES_CACHE, SERVICE_WORKER_URL } from '../../shared/offline';

/**
 * The page the visitor landed on was loaded before any worker existed: save it now, as the worker
 * would have (same cache, same key: the address without its query), so it too reads offline.
 */
async function saveLandingPage(): Promise<void> {
  await navigator.serviceWorker.ready;
  if (navigator.serviceWorker.controller) return;
  const cache = await caches.open(PAGES_CACHE);
  await cache.add(new URL(window.location.pathname, window.location.origin).href);
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL)
    .then(saveLandingPage)
    // No worker (private mode, storage full, blocked by policy): the site works as before, online only.
    .catch(() => {});
}
