/**
 * Names shared by the service worker (src/service-worker/), its build step (src/node/offline/build-step.ts)
 * and the page scripts (src/islands/page/service-worker.ts, src/islands/page/offline-notice.ts). Plain
 * constants: each bundle takes only the few it uses.
 */

/** The service worker script, at the site root so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The web app manifest, written by the build from content/office.yml. */
export const MANIFEST_URL = '/manifest.webmanifest';

/** The page shown for an address not saved on this device while offline (content/paginas/offline.mdx). */
export const OFFLINE_ROUTE = '/offline';

/** Cache Storage name of the pages read online (network first), kept for reading offline. */
export const PAGES_CACHE = 'cartorio-paginas';

/** Seconds a page request may take before the saved copy is shown instead. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/**
 * Attribute the service worker adds to <html> of a page it answers from this device's copy:
 * "copy" (a page read before: the network failed or was too slow) or "fallback" (the offline page
 * in place of one never read here), set by the page route's plugins (src/service-worker/plugins.ts).
 */
export const SERVED_OFFLINE_ATTRIBUTE = 'data-served-offline';
export type ServedOffline = 'copy' | 'fallback';
