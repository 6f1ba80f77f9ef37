/**
 * What the page does once loaded: open-now status, reading offline and print buttons. None is needed to
 * read or use the page, so it is one chunk fetched after `load`; each part guarded.
 */
import { showOfficeStatus } from './office-status-live';
import { watchConnection } from './offline-notice';
import { enhancePrintButtons } from './print';
import { registerServiceWorker } from './service-worker';

export function runAfterLoad(): void {
  for (const part of [showOfficeStatus, watchConnection, registerServiceWorker, enhancePrintButtons]) {
    try {
      part();
    } catch (error) {
      console.error(error);
    }
  }
}
