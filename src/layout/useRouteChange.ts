import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { office } from '../content/site';
import { resolvePage } from '../app/resolve-page';
import { documentTitle } from '../head/title';

/** How long to wait for a lazily loaded page to show its heading (slow networks). */
const WAIT_FOR_PAGE_MS = 15_000;

/** Calls `then` with the element once `find` returns it (pages are lazy chunks); returns a cancel function. */
function whenPresent(find: () => HTMLElement | null, then: (el: HTMLElement) => void): () => void {
  const found = find();
  if (found) {
    then(found);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const el = find();
    if (!el) return;
    stop();
    then(el);
  });
  const timer = window.setTimeout(() => stop(), WAIT_FOR_PAGE_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.getElementById('conteudo') ?? document.body, { childList: true, subtree: true });
  return stop;
}

function focusWithoutScroll(el: HTMLElement) {
  if (!el.hasAttribute('tabindex') && el.tabIndex < 0) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}

/**
 * After a client-side navigation (not the first load): update the title, scroll to the top or to
 * the #anchor, and move focus to the new page's h1 (or to the #anchor's target) so screen readers
 * announce it. A change of #anchor alone (skip links, in-page links) only brings its target into
 * view and focus, unless the browser already focused it.
 */
export function useRouteChange() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const before = previousPath.current;
    previousPath.current = pathname;
    const title = () => documentTitle(resolvePage(pathname).title, office.nome, office.nomeCurto);
    if (before === null) {
      // First load: the browser handled scroll and focus. The dev server's HTML has no prerendered title.
      if (!document.title) document.title = title();
      return undefined;
    }
    const samePage = before === pathname;
    // Only the title matters after a client-side navigation; crawlers read the prerendered head.
    if (!samePage) document.title = title();
    const targetId = hash ? decodeURIComponent(hash.slice(1)) : '';

    if (targetId) {
      return whenPresent(() => document.getElementById(targetId), (target) => {
        target.scrollIntoView();
        if (document.activeElement !== target) focusWithoutScroll(target);
      });
    }
    if (samePage) return undefined;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    return whenPresent(() => document.querySelector<HTMLElement>('main h1'), focusWithoutScroll);
  }, [pathname, hash, navigationType]);
}
