import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { office } from '../content/site';
import { resolvePage } from '../app/resolve-page';
import { documentTitle } from '../head/title';

/**
 * After a client-side navigation (not the first load): update the title, scroll to the
 * top or to the #anchor, and move focus to the new page's h1 so screen readers announce it.
 */
export function useRouteChange() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Only the title matters after a client-side navigation; crawlers read the prerendered head.
    document.title = documentTitle(resolvePage(location.pathname).title, office.nome);
    // Pages are lazy chunks: wait a frame so the new content is in the document.
    const frame = requestAnimationFrame(() => {
      const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (target) {
        target.scrollIntoView();
      } else if (navigationType !== 'POP') {
        window.scrollTo(0, 0);
      }
      const h1 = document.querySelector<HTMLElement>('main h1');
      if (h1) {
        if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
        h1.focus({ preventScroll: Boolean(target) || navigationType === 'POP' });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [location.pathname, location.hash, navigationType]);
}
