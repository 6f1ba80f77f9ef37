/**
 * What the page does once it has loaded: the office's open-now status, reading offline (the notice and
 * the service worker) and the print buttons. None of it is needed to read or use the page, so it is one
 * chunk fetched after the `load` event, outside the JavaScript every page loads before it is
 * interactive. Each part guarded, like the page script's own modules.
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
