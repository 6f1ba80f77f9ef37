/**
 * `npm run dev` and `npm run editor` only (src/node/prerender/dev-pages.ts adds it to each page): the
 * site's pages follow content/ as it changes. They reload, or show the report of a mistake over the
 * page. A custom event rather than Vite's own reload and error overlay, which reach every page the dev
 * server serves: the staff editor (/admin/) saves content itself and shows the build's report in its own
 * panel, so it must neither reload on each save nor be covered by the overlay.
 */
import { CONTENT_EVENT, type ContentEvent } from '../../shared/content-event.ts';

const OVERLAY = 'vite-error-overlay';

import.meta.hot?.on(CONTENT_EVENT, ({ report }: ContentEvent) => {
  // The report page (shown while the content had a mistake) is redrawn by the server: reload it too.
  if (!report || document.documentElement.hasAttribute('data-content-report')) {
    location.reload();
    return;
  }
  document.querySelector(OVERLAY)?.remove();
  // Vite's client defines the overlay element; it shows the report as it shows a build error.
  const Overlay = customElements.get(OVERLAY);
  if (Overlay) document.body.append(new Overlay({ message: report, stack: '', plugin: 'conteúdo' }));
});
