/** Names shared by the service worker, its build step and the page scripts; each bundle takes only what it uses. */

/** At the site root so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

export const MANIFEST_URL = '/manifest.webmanifest';

/** Shown offline for an address not saved on this device. */
export const OFFLINE_ROUTE = '/offline';

/** Pages read online (network first), kept for reading offline. */
export const PAGES_CACHE = 'cartorio-paginas';

/** Seconds a page request may take before the saved copy is shown instead. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/**
 * Set on <html> of a page answered from this device: "copy" (a page read before) or "fallback" (the
 * offline page in place of one never read here).
 */
export const SERVED_OFFLINE_ATTRIBUTE = 'data-served-offline';
export type ServedOffline = 'copy' | 'fallback';
