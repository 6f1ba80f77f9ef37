/**
 * WCAG 2.2 AA on the production build: axe-core over every route at phone width, over one route of each
 * layout at desktop width in the default colours and in high contrast, and over the states only a click
 * shows; plus what axe cannot see: text drawn in the colour of its background, skip links, visible and unobscured focus, focus and title
 * after navigation, the high-contrast toggle, reduced motion and reflow at 320 px (400 % zoom).
 */
import { expect, test, type Page } from '@playwright/test';
import {
  axeViolations, builtTitle, CONTRAST_STORAGE_KEY, formatAxeViolations, illegibleText, NOT_FOUND_PATH, sitemapRoutes, startInHighContrast,
  waitForHydration, watchConsole,
} from './helpers';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const ROUTES = [...sitemapRoutes(), NOT_FOUND_PATH];

async function axeReport(page: Page): Promise<string[]> {
  const violations = await axeViolations(page);
  return violations.length ? [`${violations.length} violation(s):${formatAxeViolations(violations)}`] : [];
}

async function open(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
}

/**
 * One route of each layout and component: the home, a content page, the service list, a service page
 * (summary, fee rows, checklist), a page under construction, the platform list, the fee tables and
 * chart, the FAQ, the form, the news list and a news item, the site map, the officer's page, the free
 * acts and the not-found page. These are also checked at 1280 px, in the default colours and in high
 * contrast (switched on with the header toggle, as a visitor would); every other route at 375 px in the
 * default colours, which is where the shared header, footer and notice differ from these.
 */
const EVERY_LAYOUT = new Set([
  '/', '/cartorio', '/servicos', '/servicos/escrituras', '/servicos/apostilamento', '/servicos-online', '/emolumentos',
  '/duvidas', '/contato', '/noticias', '/noticias/gratuidade-certidoes', '/mapa-do-site', '/encarregado-lgpd',
  '/atos-gratuitos', NOT_FOUND_PATH,
]);

test('every layout is among the routes checked at both widths and in high contrast', () => {
  for (const route of EVERY_LAYOUT) expect(ROUTES, `${route} is no longer a route: pick another page of its layout`).toContain(route);
});

/**
 * The routes in `count` groups, each checked on one page (a fresh page per route costs more than its
 * check); groups small enough that each test stays well inside its time limit on a slow machine while
 * the other worker and the unit tests share its cores.
 */
const routeGroups = (count: number) => Array.from({ length: count }, (_, group) => ROUTES.filter((_, i) => i % count === group));

// The phone-only panel (mobile menu) is checked in high contrast below.
test.describe('axe: every route at 375 px; one route of each layout also at 1280 px and in high contrast', () => {
  for (const routes of routeGroups(8)) {
    test(`${routes[0]} and ${routes.length - 1} more`, async ({ page }) => {
      const report: string[] = [];
      for (const route of routes) {
        // Each route starts in the default colours, as a first visit would.
        await page.evaluate((key) => window.localStorage.removeItem(key), CONTRAST_STORAGE_KEY).catch(() => {});
        await page.setViewportSize(PHONE);
        await open(page, route);
        const check = async (label: string) => {
          (await axeReport(page)).forEach((v) => report.push(`${route} ${label}: ${v}`));
          const illegible = await illegibleText(page);
          if (illegible.length) report.push(`${route} ${label}: text without enough contrast:\n  ${illegible.join('\n  ')}`);
        };
        await check('375px');
        if (EVERY_LAYOUT.has(route)) {
          await page.setViewportSize(DESKTOP);
          await check('1280px');
          await page.locator('.site-header').getByRole('button', { name: 'Alto contraste' }).click();
          await expect(page.locator('html')).toHaveAttribute('data-contrast', 'alto');
          await check('1280px high contrast');
        }
      }
      expect(report, `axe:\n${report.join('\n')}`).toEqual([]);
    });
  }
});

/** The states only a click shows, each reached from a fresh load of its page. */
const STATES: { name: string; show: (page: Page) => Promise<void> }[] = [
  {
    name: 'mobile menu open',
    async show(page) {
      await page.setViewportSize(PHONE);
      await open(page, '/');
      const toggle = page.locator('#menu-toggle');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#menu-principal')).toBeVisible();
    },
  },
  {
    name: 'FAQ answer open (/duvidas)',
    async show(page) {
      await open(page, '/duvidas');
      const question = page.locator('main button[aria-expanded]').first();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
    },
  },
  {
    name: 'contact form errors showing (/contato)',
    async show(page) {
      await open(page, '/contato');
      // The form's code loads on first use: the pointer reaching the form starts it.
      await page.locator('main form').hover({ position: { x: 5, y: 5 } });
      await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-island-state', 'hydrated');
      await page.locator('main form button[type="submit"]').click();
      await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
    },
  },
  {
    name: 'header search results open (type in #busca)',
    async show(page) {
      await open(page, '/');
      const box = page.locator('#busca');
      await box.click();
      await box.fill('certidao');
      // The combobox loads on first use; it names its popup with aria-controls once ready.
      await expect(box).toHaveAttribute('aria-controls', /.+/);
      const popup = (await box.getAttribute('aria-controls'))!;
      await expect(page.locator(`[id="${popup}"]`).locator('[role="option"], a').first()).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
    },
  },
  {
    name: 'search results page (/busca?q=certidao)',
    async show(page) {
      await open(page, '/busca?q=certidao');
      await expect(page.locator('[data-search-results] a').first()).toBeVisible();
    },
  },
];

// One page per colour scheme goes through every state (a fresh page per state costs more than its check).
test.describe('axe: states shown by a click', () => {
  for (const contrast of [false, true]) {
    test(`${STATES.map((s) => s.name).join(', ')}${contrast ? ', in high contrast' : ''}`, async ({ page }) => {
      if (contrast) await startInHighContrast(page);
      const report: string[] = [];
      for (const state of STATES) {
        await page.setViewportSize(DESKTOP);
        await state.show(page);
        const illegible = await illegibleText(page);
        report.push(...(await axeReport(page)).map((v) => `${state.name}: ${v}`));
        if (illegible.length) report.push(`${state.name}: text without enough contrast:\n  ${illegible.join('\n  ')}`);
      }
      expect(report, `axe:\n${report.join('\n')}`).toEqual([]);
    });
  }
});

test.describe('skip links (eMAG)', () => {
  const SKIP_TARGETS = ['#conteudo', '#menu-principal', '#busca', '#rodape'];

  for (const [label, viewport] of [['375px', PHONE], ['1280px', DESKTOP]] as const) {
    test(`show on focus and move focus to their targets at ${label}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, '/servicos/escrituras');
      // Each skip link, reached from the top of the page with Tab, is on screen and works with Enter.
      const expected: Record<string, string> = { '#conteudo': 'conteudo', '#menu-principal': label === '375px' ? 'menu-toggle' : 'menu-principal', '#busca': 'busca', '#rodape': 'rodape' };
      for (const [index, target] of SKIP_TARGETS.entries()) {
        await page.goto('/servicos/escrituras');
        await waitForHydration(page);
        for (let i = 0; i <= index; i++) await page.keyboard.press('Tab');
        const link = page.locator(`.skip-links a[href="${target}"]`);
        await expect(link).toBeFocused();
        await expect(link).toBeInViewport({ ratio: 1 });
        await page.keyboard.press('Enter');
        const focusedId = await page.evaluate(() => document.activeElement?.id);
        expect(focusedId, `Enter on the skip link ${target}`).toBe(expected[target]);
      }
    });
  }
});

/** What a sighted keyboard user sees of the focused element. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    // The indicator may be drawn on the element or, for whole-card links, on the card around it.
    const drawn = [el, el.closest('.card--link')].filter(Boolean).some((node) => {
      const s = getComputedStyle(node as Element);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
      return outline || (s.boxShadow !== 'none' && s.boxShadow !== '');
    });
    const box = el.getBoundingClientRect();
    // Hidden if what is drawn on top of its upper part belongs to the header (z-order included).
    const header = document.querySelector('.site-header')!;
    const onTop = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), Math.max(0, box.top + Math.min(box.height / 2, 8)));
    const obscured = !header.contains(el) && Boolean(onTop && header.contains(onTop));
    return { key: el.outerHTML.slice(0, 120), drawn, visible: box.width > 0 && box.height > 0, obscured };
  });
}

test.describe('keyboard focus', () => {
  for (const [label, viewport, contrast] of [['1280px', DESKTOP, false], ['375px', PHONE, false], ['1280px in high contrast', DESKTOP, true]] as const) {
    test(`every focusable element shows a focus indicator and is not hidden by the sticky header (${label})`, async ({ page }) => {
      if (contrast) await startInHighContrast(page);
      await page.setViewportSize(viewport);
      const problems: string[] = [];
      const routes = contrast ? ['/', '/contato'] : label === '375px' ? ['/servicos/escrituras', '/duvidas'] : ['/', '/servicos/escrituras', '/duvidas', '/contato'];
      for (const route of routes) {
        await open(page, route);
        const seen = new Set<string>();
        const record = (info: NonNullable<Awaited<ReturnType<typeof focusState>>>, direction: string) => {
          if (!info.drawn) problems.push(`${route}: no focus indicator on ${info.key}`);
          if (!info.visible) problems.push(`${route}: focused element is not visible: ${info.key}`);
          if (info.obscured) problems.push(`${route} (${direction}): focused element is under the sticky header: ${info.key}`);
        };
        for (let i = 0; i < 80; i++) {
          await page.keyboard.press('Tab');
          const info = await focusState(page);
          if (!info || seen.has(info.key)) break;
          seen.add(info.key);
          record(info, 'Tab');
        }
        if (seen.size < 10) problems.push(`${route}: only ${seen.size} elements reached with Tab`);
        // Going back up is where a sticky header hides things.
        for (let i = 0; i < 25; i++) {
          await page.keyboard.press('Shift+Tab');
          const info = await focusState(page);
          if (!info) break;
          record(info, 'Shift+Tab');
        }
      }
      expect([...new Set(problems)], [...new Set(problems)].join('\n')).toEqual([]);
    });
  }
});

const pageScrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');

// Links load pages as the browser does: the new page's title is announced and focus starts at the top
// of the new document, so the first Tab reaches the skip links (no script moves it).
test.describe('navigation', () => {
  test('a menu link loads the page: its title, and the first Tab lands on the skip link (desktop menu)', async ({ page }) => {
    const problems = watchConsole(page);
    await page.setViewportSize(DESKTOP);
    await open(page, '/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('#menu-principal').getByRole('link', { name: 'O Cartório' }).click();
    await expect(page).toHaveURL(/\/cartorio$/);
    await expect(page).toHaveTitle(builtTitle('/cartorio'));
    await waitForHydration(page);
    // A new document, not a script swapping content.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /Ir para o conteúdo/ })).toBeFocused();
    await page.goBack();
    await expect(page).toHaveTitle(builtTitle('/'));
    expect(problems).toEqual([]);
  });

  test('from the mobile menu: the new page opens with the menu closed and scrolling unlocked', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/');
    await page.locator('#menu-toggle').click();
    await expect.poll(() => pageScrollLocked(page)).toBe(true);
    await page.locator('#menu-principal').getByRole('link', { name: 'Contato' }).click();
    await expect(page).toHaveURL(/\/contato$/);
    await expect(page).toHaveTitle(builtTitle('/contato'));
    await waitForHydration(page);
    await expect(page.locator('#menu-toggle')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#menu-principal')).toBeHidden();
    expect(await pageScrollLocked(page)).toBe(false);
  });
});

test.describe('high-contrast toggle', () => {
  const toggle = (page: Page) => page.locator('.site-header').getByRole('button', { name: 'Alto contraste' });
  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  test('switches the colours, is announced as pressed and survives reloads and navigation', async ({ page }) => {
    const problems = watchConsole(page);
    await open(page, '/servicos/escrituras');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await background(page)).toBe('rgb(255, 255, 255)');

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'alto');
    expect(await background(page)).toBe('rgb(0, 0, 0)');
    expect(await page.evaluate((key) => localStorage.getItem(key), CONTRAST_STORAGE_KEY)).toBe('alto');

    // A new visit: hydration keeps the stored choice and logs no mismatch.
    await open(page, '/contato');
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'alto');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await page.setViewportSize(DESKTOP);
    await page.locator('#menu-principal').getByRole('link', { name: 'Dúvidas' }).click();
    await expect(page).toHaveURL(/\/duvidas$/);
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'alto');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).not.toHaveAttribute('data-contrast', /.*/);
    await page.reload();
    await waitForHydration(page);
    expect(await background(page)).toBe('rgb(255, 255, 255)');
    expect(problems).toEqual([]);
  });

  test('is applied before the page script runs (no flash, works without it)', async ({ page }) => {
    await startInHighContrast(page);
    // Block the page script: only the tiny classic boot script (src/islands/page/boot.js) may set the attribute.
    await page.route(/\/assets\/(?!boot-).*\.js$/, (route) => route.abort());
    await page.goto('/servicos/escrituras');
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'alto');
    expect(await background(page)).toBe('rgb(0, 0, 0)');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  });
});

test.describe('motion and reflow', () => {
  test('prefers-reduced-motion: no transition or animation runs', async ({ page }) => {
    const longest = () => page.evaluate(() => {
      const seconds = (v: string) => Math.max(...v.split(',').map((d) => (d.trim().endsWith('ms') ? parseFloat(d) / 1000 : parseFloat(d))));
      let max = 0;
      let where = '';
      for (const el of [document.documentElement, ...document.querySelectorAll('body *')]) {
        for (const pseudo of [null, '::before', '::after']) {
          const s = getComputedStyle(el, pseudo);
          const d = Math.max(seconds(s.transitionDuration) + seconds(s.transitionDelay), seconds(s.animationDuration));
          if (d > max) [max, where] = [d, `${el.tagName.toLowerCase()}.${el.className}${pseudo ?? ''}`];
        }
      }
      return { max, where, smooth: getComputedStyle(document.documentElement).scrollBehavior };
    });
    // Without the preference the header does animate (so this test can tell the difference).
    await open(page, '/duvidas');
    expect((await longest()).max).toBeGreaterThan(0.05);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const route of ['/', '/duvidas', '/contato', '/servicos/escrituras']) {
      await open(page, route);
      const found = await longest();
      expect(found.max, `longest motion on ${route}: ${found.where}`).toBeLessThanOrEqual(0.001);
      expect(found.smooth).not.toBe('smooth');
    }
  });

  for (const [group, routes] of routeGroups(3).entries()) test(`no horizontal scrolling at 320 px (400 % zoom) on ${routes[0]} and ${routes.length - 1} more routes${group ? '' : ', menu open or closed'}`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const problems: string[] = [];
    const overflow = () => page.evaluate(() => {
      const width = document.documentElement.scrollWidth;
      const culprits = [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 3)
        .map((el) => el.outerHTML.slice(0, 100));
      return { width, culprits };
    });
    // Each page is measured in both of its states, whatever the machine's speed: with the after-load
    // work (the open-now status filling in its placeholder, …) held back, then once it has run. The
    // gate is per page and stays open once opened: the chunk may be asked for before or after that.
    let releaseAfterLoad = () => {};
    let gate = Promise.resolve();
    await page.route(/\/assets\/after-load-[^/]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    for (const route of routes) {
      gate = new Promise<void>((resolve) => (releaseAfterLoad = resolve));
      await open(page, route);
      const early = await overflow();
      if (early.width > 320) problems.push(`${route} (before the after-load work): scrollWidth ${early.width}\n    ${early.culprits.join('\n    ')}`);
      releaseAfterLoad();
      await page.locator('html[data-after-load="done"]').waitFor({ state: 'attached' });
      const found = await overflow();
      if (found.width > 320) problems.push(`${route}: scrollWidth ${found.width}\n    ${found.culprits.join('\n    ')}`);
    }
    if (group === 0) {
      await open(page, '/');
      await page.locator('#menu-toggle').click();
      const menu = await overflow();
      if (menu.width > 320) problems.push(`mobile menu open: scrollWidth ${menu.width}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
