/**
 * Dev and editor only: pages reload, or show a mistake's report, as content/ changes. A custom event, not
 * Vite's reload and overlay, which reach every page: the editor at /admin/ saves content itself and must
 * neither reload on each save nor be covered by the overlay.
 */
import { CONTENT_EVENT, type ContentEvent } from '../../shared/content-event.ts';

const OVERLAY = 'vite-error-overlay';

import.meta.hot?.on(CONTENT_EVENT, ({ report }: ContentEvent) => {
  // The report page is drawn by the server: reload it too.
  if (!report || document.documentElement.hasAttribute('data-content-report')) {
    location.reload();
    return;
  }
  document.querySelector(OVERLAY)?.remove();
  const Overlay = customElements.get(OVERLAY);
  if (Overlay) document.body.append(new Overlay({ message: report, stack: '', plugin: 'conteúdo' }));
});
