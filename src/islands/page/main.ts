/**
 * The one script every page loads (a few KB): the header, the FAQ and the search box shortcuts, then
 * the page's islands. Pages are complete HTML without it; each part is guarded so that one failing
 * leaves the others working. What can wait (open-now status, reading offline, print buttons) loads
 * after the page has loaded (after-load.ts).
 *
 * When the whole page arrives at once, the browser runs this module as soon as the HTML is parsed,
 * before it has drawn anything, so its work would hold the first paint back. Only what shapes that
 * paint runs at once: the FAQ answers close (DOM writes, no layout read), then the page counts as ready
 * (boot.js falls back to the plain page if this module has not run by DOMContentLoaded). The rest,
 * which reads the layout and fetches chunks, starts once the first paint is on screen.
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
  // When it started, for tools and tests (tests/browser/first-paint.spec.ts).
  performance.mark(PAGE_ENHANCED_MARK);
  for (const enhance of [enhanceMenu, watchScroll, enhanceContrastToggle, enhanceSearchBox]) guarded(enhance);

  // /emolumentos only: the fee table's filter box, in its own small chunk.
  if (document.querySelector('[data-fee-filter]')) {
    import('./fee-filter').then((m) => m.enhanceFeeFilter()).catch((error: unknown) => console.error(error));
  }

  // /emolumentos and the deeds page only: the deed price calculator, in its own small chunk fetched
  // when the visitor first uses it.
  loadFormsOnFirstUse(document.querySelectorAll<HTMLFormElement>('form[data-deed-calculator]'),
    () => import('./deed-calculator').then((m) => m.enhanceDeedCalculators()));

  // /confira-sua-cobranca only: the bill check, in its own small chunk fetched when the visitor first uses it.
  loadFormsOnFirstUse(document.querySelectorAll<HTMLFormElement>('form[data-bill-check]'),
    () => import('./bill-check').then((m) => m.enhanceBillChecks()));

  // /quando-pedir only: when to ask for each certificate, fetched when the visitor first uses the form.
  loadFormsOnFirstUse(document.querySelectorAll<HTMLFormElement>('form[data-when-to-request]'),
    () => import('./when-to-request').then((m) => m.enhanceWhenToRequest()));

  // /canais-oficiais only: "É mesmo do cartório?", the channel checker, in its own small chunk.
  if (document.querySelector('[data-channel-check]')) {
    import('./channel-check').then((m) => m.enhanceChannelChecks()).catch((error: unknown) => console.error(error));
  }

  // /quando-fica-pronto only: the ready-date form, in its own small chunk.
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
 * Runs `start` once the first contentful paint is reported: its entry comes when the frame is on
 * screen, a little after it is drawn, and chunks fetched before that would still compete with it (the
 * stylesheet, the HTML still arriving). A hidden tab draws no frames, so there it runs at once; where
 * no paint is reported (a browser without paint timing), half a second after the first frame.
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
    // No paint timing: the fallback below.
  }
  requestAnimationFrame(() => setTimeout(run, 500));
}

afterFirstPaint(enhancePage);
