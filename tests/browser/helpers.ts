import type { ConsoleMessage, Page } from '@playwright/test';
import type { Result } from 'axe-core';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';

/** Every route the build wrote, read from dist/sitemap.xml (the source of truth for what exists). */
export const SITE_DIR = process.env.SITE_DIR ?? 'dist';

export function sitemapRoutes(): string[] {
  const xml = fs.readFileSync(`${SITE_DIR}/sitemap.xml`, 'utf8');
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
}

/**
 * Collects console errors and warnings (hydration mismatches included) and page errors.
 * The browser's own log line for a document answered with 404 is expected on not-found URLs, and
 * Playwright's own warning where it blocks the service worker (playwright.config.ts).
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    const documentNotFound = msg.text().includes('404') && msg.location().url === page.url();
    if (msg.text().startsWith('Service Worker registration blocked by Playwright')) return;
    if (!documentNotFound) problems.push(`${msg.type()}: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Resolves once React has hydrated (the layout marks <html data-hydrated="true">). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

// ---------------------------------------------------------------------------------------------
// Shared by the quality specs (a11y, quality, budgets, nginx).

/** A URL no page has: the static host answers it with 404.html. */
/**
 * The page's layout shifts so far, each with whether one of its moved elements lies inside `region` (a
 * CSS selector). Read through an observer: the performance timeline does not list them.
 */
export function layoutShifts(page: Page, region = 'body'): Promise<{ startTime: number; value: number; inRegion: boolean }[]> {
  return page.evaluate((region) => new Promise((resolve) => {
    type Shift = PerformanceEntry & { value: number; sources: { node?: Node }[] };
    const read = (entries: PerformanceEntry[]) => (entries as Shift[]).map((e) => ({
      startTime: e.startTime,
      value: e.value,
      inRegion: e.sources.some((s) => Boolean((s.node instanceof Element ? s.node : s.node?.parentElement)?.closest(region))),
    }));
    new PerformanceObserver((list) => resolve(read(list.getEntries()))).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve([]), 500); // No entry at all: the observer never calls back.
  }), region);
}

/** An instant written as the office's wall-clock time (Belém: UTC-3 all year), e.g. belem('2026-11-27T17:00'). */
export const belem = (local: string): Date => new Date(`${local}:00-03:00`);

export const NOT_FOUND_PATH = '/rota-que-nao-existe';

/** The built file a route is served from (`/` → index.html, `/x` → x/index.html). */
export function routeFile(route: string): string {
  const clean = route.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return clean === '' ? 'index.html' : `${clean.slice(1)}/index.html`;
}

/** Every .html file of the built site, relative to SITE_DIR (404.html included; not the staff editor, admin/). */
export function htmlFiles(): string[] {
  return (fs.readdirSync(SITE_DIR, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.html') && !f.startsWith(`admin${path.sep}`))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

export function readSiteFile(relative: string): string {
  return fs.readFileSync(path.join(SITE_DIR, relative), 'utf8');
}

export const gzipSize = (content: string | Buffer): number => zlib.gzipSync(content, { level: 9 }).length;

/** Text of the <title> written into a built route's HTML. */
export function builtTitle(route: string): string {
  const html = readSiteFile(routeFile(route));
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return title.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

/** Files a page loads before any interaction, as named in its HTML. */
export function initialResources(html: string): { scripts: string[]; modulepreloads: string[]; stylesheets: string[] } {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const scripts: string[] = [];
  const modulepreloads: string[] = [];
  const stylesheets: string[] = [];
  for (const tag of tags) {
    if (tag.startsWith('<script')) {
      const src = attr(tag, 'src');
      if (src) scripts.push(src);
    } else if (attr(tag, 'rel') === 'modulepreload') modulepreloads.push(attr(tag, 'href')!);
    else if (attr(tag, 'rel') === 'stylesheet') stylesheets.push(attr(tag, 'href')!);
  }
  return { scripts, modulepreloads, stylesheets };
}

/**
 * JavaScript files (site paths like /assets/x.js) loaded with the given ones before the app runs:
 * their static `import … from` closure. Dynamic `import()` (pages, search) is left out on purpose.
 */
export function staticImportClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(path.join(SITE_DIR, file), 'utf8');
    for (const m of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(file), m[1]));
    }
  };
  entries.forEach(visit);
  return [...seen];
}

/** WCAG 2.2 level AA, as the site promises on /acessibilidade. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's own script, read once per test worker (see axeViolations). */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Pages whose later documents get axe's script from the browser itself (page.addInitScript). */
const axeRegistered = new WeakSet<Page>();

/**
 * axe-core over the page as it is now, WCAG 2.2 AA, returning only the violations (with every offending
 * node). axe's script reaches a page's documents once: evaluated in the document at hand, and registered
 * as an init script that Chromium runs in each later document of the page, so a test checking many routes
 * sends its 550 KB over the protocol once, not once per route (neither is subject to the page's CSP).
 * Then `axe.run` runs in the page itself (the site has no frames: the @axe-core/playwright wrapper, which
 * evaluated the script twice on every analysis, added nothing), and only the violations come back.
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  if (!axeRegistered.has(page)) {
    axeRegistered.add(page);
    await page.addInitScript(AXE_SOURCE);
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async (tags) => (await (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations,
    WCAG_TAGS,
  );
}

/** Readable axe report: rule, impact, help link and each offending node with axe's own summary. */
export function formatAxeViolations(
  violations: { id: string; impact?: string | null; help: string; helpUrl: string; nodes: { target: unknown[]; failureSummary?: string; html: string }[] }[],
): string {
  return violations
    .map((v) => [
      `\n[${v.impact ?? 'n/a'}] ${v.id}: ${v.help}\n  ${v.helpUrl}`,
      ...v.nodes.map((n) => `  - ${JSON.stringify(n.target)}\n    ${n.html.slice(0, 200)}\n    ${(n.failureSummary ?? '').replace(/\n/g, '\n    ')}`),
    ].join('\n'))
    .join('\n');
}

/** The stored high-contrast choice (see src/islands/page/contrast.ts and src/islands/page/boot.js). */
export const CONTRAST_STORAGE_KEY = 'cartorio:contraste';

/** Starts every page of this context in high-contrast mode, as a returning visitor who chose it. */
export async function startInHighContrast(page: Page): Promise<void> {
  await page.addInitScript(([key]) => window.localStorage.setItem(key, 'alto'), [CONTRAST_STORAGE_KEY]);
}

/**
 * Visible text whose colour is too close to the background behind it (WCAG 1.4.3: 4.5:1, or 3:1 for
 * large text). axe leaves text with a 1:1 ratio out (it takes it for deliberately hidden text), so
 * this catches, for example, brand-coloured text on the black background of the high-contrast mode.
 */
export async function illegibleText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type RGBA = [number, number, number, number];
    const parse = (c: string): RGBA | null => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      if (!m) return null;
      const [r, g, b, a = '1'] = m[1].split(/[\s,/]+/).filter(Boolean);
      return [Number(r), Number(g), Number(b), Number(a)];
    };
    const over = (top: RGBA, bottom: RGBA): RGBA => {
      const a = top[3] + bottom[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (i: number) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const luminance = ([r, g, b]: RGBA) => {
      const ch = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
    };
    /** Background behind an element: its own colour over its parent's background; null if an image is involved. */
    const backgrounds = new Map<Element, RGBA | null>();
    const background = (el: Element | null): RGBA | null => {
      if (!el) return [255, 255, 255, 1];
      if (backgrounds.has(el)) return backgrounds.get(el)!;
      const s = getComputedStyle(el);
      const c = parse(s.backgroundColor);
      let result: RGBA | null;
      if (s.backgroundImage !== 'none') result = null;
      else if (c && c[3] >= 1) result = c;
      else {
        // Memoised per element: every text node's ancestors are walked once for the whole page.
        const below = background(el.parentElement);
        result = below && c && c[3] > 0 ? over(c, below) : below;
      }
      backgrounds.set(el, result);
      return result;
    };
    const problems: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('').trim();
      if (!own) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const s = getComputedStyle(el);
      if (s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)') continue;
      const bg = background(el);
      const fg = parse(s.color);
      if (!bg || !fg) continue;
      const text = over(fg, bg);
      const [hi, lo] = [luminance(text), luminance(bg)].sort((a, b) => b - a);
      const ratio = (hi + 0.05) / (lo + 0.05);
      const size = parseFloat(s.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(s.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5)) {
        problems.push(`"${own.slice(0, 40)}" <${el.tagName.toLowerCase()} class="${el.className}"> ${s.color} on ${bg.slice(0, 3).map(Math.round).join(',')}: ${ratio.toFixed(2)}:1`);
      }
    }
    return problems;
  });
}

/**
 * Holds back the responses to requests matching `pattern` (a slow phone, a slow network) until the
 * returned function is called.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
