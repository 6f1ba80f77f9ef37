/**
 * The offline notice, shown when the page is this device's saved copy or the device goes offline while
 * reading; gone when it is back online.
 */
import { SERVED_OFFLINE_ATTRIBUTE, type ServedOffline } from '../../shared/offline';
import { OFFLINE } from '../../shared/strings/offline';

export function watchConnection(): void {
  const served = document.documentElement.getAttribute(SERVED_OFFLINE_ATTRIBUTE) as ServedOffline | null;
  if (served === 'fallback') return;
  let notice: HTMLElement | undefined;

  const show = (visible: boolean, announce: boolean) => {
    if (!visible) {
      if (notice) notice.hidden = true;
      return;
    }
    if (!notice) {
      notice = document.createElement('div');
      notice.className = 'offline-notice';
      notice.setAttribute('role', 'status');
      const text = document.createElement('p');
      text.className = 'container';
      notice.append(text);
      (document.querySelector('main') ?? document.body).prepend(notice);
    }
    notice.hidden = false;
    const text = notice.firstElementChild!;
    // A live region announces text that arrives after it is in the page, not text it was created with.
    if (announce) {
      text.textContent = '';
      window.setTimeout(() => (text.textContent = OFFLINE.notice), 100);
    } else text.textContent = OFFLINE.notice;
  };

  show(served === 'copy' || !navigator.onLine, false);
  window.addEventListener('offline', () => show(true, true));
  window.addEventListener('online', () => show(false, false));
}
