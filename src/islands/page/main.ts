/**
 * The one script every page loads: header, FAQ and search box, then the page's islands. Pages are
 * complete without it, and each part is guarded so one failing leaves the others working.
 * This module may run before the first paint, so only what shapes that paint runs at once; work that
 * reads layout or fetches chunks waits until the first paint is on screen.
 */
import './styles';
import { PAGE_ENHANCED_MARK } from '../../shared/page-timing';
import { enhanceContrastToggle } from './contrast';
import { enhanceFaq } from './faq';
import { loadFormsOnFirstUse } from './first-use';
import { enhanceMenu, watchScroll } from './header';
import { startPageIslands } from './islands';
import { markScriptsReady } from './page-state';
import { enhanceSearchBox } from './search-box';

function guarded(enhance: () => void): void {
  try {
    enhance();
  } catch (error) {
    console.error(error);
  }
}

guarded(enhanceFaq);
markScriptsReady();

function enhancePage(): void {
  performance.mark(PAGE_ENHANCED_MARK);
  for (const enhance of [enhanceMenu, watchScroll, enhanceContrastToggle, enhanceSearchBox]) guarded(enhance);

  // Page-specific parts load in their own small chunks, only where the page has them.
  if (document.querySelector('[data-fee-filter]')) {
    import('./fee-filter').then((m) => m.enhanceFeeFilter()).catch((error: unknown) => console.error(error));
  }

  loadFormsOnFirstUse(document.querySelectorAll<HTMLFormElement>('form[data-deed-calculator]'),
    () => import('./deed-calculator').then((m) => m.enhanceDeedCalculators()));

  loadFormsOnFirstUse(document.querySelectorAll<HTMLFormElement>('form[data-bill-check]'),
    () => import('./bill-check').then((m) => m.enhanceBillChecks()));

  loadFormsOnFirstUse(document.querySelectorAll<HTMLFormElement>('form[data-when-to-request]'),
    () => import('./when-to-request').then((m) => m.enhanceWhenToRequest()));

  if (document.querySelector('[data-channel-check]')) {
    import('./channel-check').then((m) => m.enhanceChannelChecks()).catch((error: unknown) => console.error(error));
  }

  if (document.querySelector('[data-ready-date]')) {
    import('./ready-date').then((m) => m.enhanceReadyDates()).catch((error: unknown) => console.error(error));
  }

  // Tests and tools wait for this: the page's scripts ran and its load-time islands have settled.
  void startPageIslands().then(() => {
    document.documentElement.dataset.hydrated = 'true';
  });

  const afterLoad = () => {
    import('./after-load')
      .then((m) => m.runAfterLoad())
      .catch(() => {
        // Not downloadable (offline before it was saved, a new deploy): the page is whole without it.
      })
      // Tests and tools wait for this too: nothing more runs on its own after it.
      .finally(() => (document.documentElement.dataset.afterLoad = 'done'));
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * Runs `start` once the first paint is on screen: chunks fetched before that compete with it. A hidden
 * tab draws no frames, so there it runs at once; without paint timing, half a second after the first frame.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    setTimeout(start, 0);
  };
  if (document.visibilityState === 'hidden') return run();
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) run();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
  }
  requestAnimationFrame(() => setTimeout(run, 500));
}

afterFirstPaint(enhancePage);
