/**
 * Registers the service worker that keeps pages for reading offline. Production only, and after the page
 * has loaded, so the worker's install never competes with the page's own files.
 */
import { PAGES_CACHE, SERVICE_WORKER_URL } from '../../shared/offline';

/** The landing page loaded before any worker existed: save it as the worker would, so it reads offline too. */
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
    // No worker (private mode, storage full, policy): the site works as before, online only.
    .catch(() => {});
}
