/**
 * Static checks over every built page (no browser needed): valid HTML (html-validate with
 * .htmlvalidaterc.json), no dead internal link or #anchor, nothing a strict Content-Security-Policy
 * would block (inline scripts, event-handler or style attributes), no third-party resource,
 * external links that open safely, skip links first, images with their size.
 */
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate, Parser, StaticConfigLoader, type HtmlElement } from 'html-validate';
import { htmlFiles, readSiteFile, SITE_DIR } from './helpers';

/**
 * Rule exceptions in .htmlvalidaterc.json (JSON has no comments, so they are justified here):
 * - doctype-style, void-style: serialization style only (`<!doctype html>`, `<meta />`), both valid HTML;
 *   React and Vite write them this way.
 * - attribute-boolean-style "empty": React writes boolean attributes as `novalidate=""` (valid HTML).
 * - attr-case allows camelCase: React writes `accessKey`, `autoComplete`; HTML attribute names are
 *   case-insensitive.
 * - no-redundant-role: `<ul role="list">` on lists styled without bullets is deliberate: Safari/VoiceOver
 *   drop list semantics when `list-style: none`.
 * - tel-non-breaking: base.css keeps `a[href^="tel:"]` on one line (`white-space: nowrap`), so the
 *   numbers keep plain ASCII spaces and hyphens that visitors can copy and screen readers read as digits.
 */
const config = JSON.parse(fs.readFileSync('.htmlvalidaterc.json', 'utf8'));
const htmlvalidate = new HtmlValidate(new StaticConfigLoader(config));
const files = htmlFiles();

/** The site's public origin (canonical and social URLs point at it): such URLs are internal links. */
const siteOrigin = new URL(/Sitemap:\s*(\S+)/.exec(readSiteFile('robots.txt'))![1]).origin;

/** Route-or-file path (site-absolute, no query or hash) → built file, or undefined if nothing serves it. */
function resolveFile(sitePath: string): string | undefined {
  const clean = decodeURIComponent(sitePath).replace(/\/+$/, '');
  const candidates = clean === '' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}/index.html`, `${clean.slice(1)}.html`];
  return candidates.find((c) => fs.existsSync(path.join(SITE_DIR, c)) && fs.statSync(path.join(SITE_DIR, c)).isFile());
}

/** The URL a page of this file is served at (for relative links). */
const pageUrl = (file: string) => `${siteOrigin}/${file === 'index.html' || file === '404.html' ? '' : file.replace(/index\.html$/, '')}`;

const idCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  if (!idCache.has(file)) {
    const text = readSiteFile(file);
    idCache.set(file, new Set([...text.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
  }
  return idCache.get(file)!;
}

interface Parsed { file: string; root: HtmlElement }
let pages: Parsed[] = [];

test.beforeAll(async () => {
  const parserConfig = await htmlvalidate.getConfigFor('page.html');
  pages = files.map((file) => ({ file, root: new Parser(parserConfig).parseHtml(readSiteFile(file)) }));
});

test('the site has pages to check', () => {
  expect(files.length).toBeGreaterThan(20);
  expect(files).toContain('404.html');
});

test('every page passes html-validate (.htmlvalidaterc.json)', async () => {
  const problems: string[] = [];
  for (const file of files) {
    const report = await htmlvalidate.validateString(readSiteFile(file), file);
    for (const result of report.results) {
      for (const m of result.messages) problems.push(`${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}${m.selector ? ` (${m.selector})` : ''}`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('no dead internal link or #anchor (links, assets, sprite icons, forms, canonical URLs)', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const { file, root } of pages) {
    const refs: { attr: string; value: string }[] = [];
    const take = (selector: string, attr: string) =>
      root.querySelectorAll(selector).forEach((el) => {
        const value = el.getAttributeValue(attr);
        if (value !== null) refs.push({ attr: `<${el.tagName} ${attr}>`, value });
      });
    take('a[href]', 'href');
    take('link[href]', 'href');
    take('script[src]', 'src');
    take('img[src]', 'src');
    take('source[src]', 'src');
    take('use[href]', 'href');
    take('form[action]', 'action');
    take('meta[property="og:url"], meta[property="og:image"], meta[name="twitter:image"]', 'content');
    for (const { attr, value } of refs) {
      if (value === '') {
        problems.push(`${file}: empty ${attr}`);
        continue;
      }
      const url = new URL(value, pageUrl(file));
      if (url.origin !== siteOrigin || !/^https?:$/.test(url.protocol)) continue;
      checked++;
      const target = resolveFile(url.pathname);
      if (!target) {
        problems.push(`${file}: ${attr}="${value}" → nothing is served at ${url.pathname}`);
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && /\.(html|svg)$/.test(target) && !idsOf(target).has(fragment)) {
        problems.push(`${file}: ${attr}="${value}" → ${target} has no id="${fragment}"`);
      }
    }
  }
  expect(checked).toBeGreaterThan(files.length * 10);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('no inline executable script but the boot script, no event-handler attribute, javascript: URL or style attribute (CSP)', () => {
  const problems: string[] = [];
  for (const { file, root } of pages) {
    for (const script of root.querySelectorAll('script')) {
      const type = script.getAttributeValue('type');
      // The boot script, first thing in <head>, is allowed by its hash (tests/browser/first-paint.spec.ts).
      const boot = script.parent?.tagName === 'head' && !type && script.textContent.includes("root.setAttribute('data-js', 'pending')");
      if (!script.hasAttribute('src') && type !== 'application/ld+json' && !boot) problems.push(`${file}: inline <script${type ? ` type="${type}"` : ''}>`);
    }
    for (const el of root.querySelectorAll('*')) {
      for (const attribute of el.attributes) {
        if (/^on/i.test(attribute.key)) problems.push(`${file}: <${el.tagName} ${attribute.key}> event-handler attribute`);
        if (attribute.key.toLowerCase() === 'style') problems.push(`${file}: <${el.tagName} style="${attribute.value}"> (blocked by style-src 'self')`);
        if (/^\s*javascript:/i.test(String(attribute.value ?? ''))) problems.push(`${file}: javascript: URL in <${el.tagName} ${attribute.key}>`);
      }
    }
    if (root.querySelectorAll('style').length) problems.push(`${file}: inline <style> element`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('no third-party resource (scripts, styles, fonts, images, frames): everything is self-hosted', () => {
  const problems: string[] = [];
  const resourceSelectors: [string, string][] = [
    ['script[src]', 'src'], ['link[href]', 'href'], ['img[src]', 'src'],
    ['source[src]', 'src'], ['iframe[src]', 'src'], ['video[src]', 'src'], ['audio[src]', 'src'], ['use[href]', 'href'], ['object[data]', 'data'],
  ];
  for (const { file, root } of pages) {
    for (const [selector, attr] of resourceSelectors) {
      for (const el of root.querySelectorAll(selector)) {
        // Canonical and alternate links name pages; they load nothing.
        if (['canonical', 'alternate'].includes(el.getAttributeValue('rel') ?? '')) continue;
        const value = el.getAttributeValue(attr) ?? '';
        if (/^(https?:)?\/\//i.test(value)) problems.push(`${file}: <${el.tagName} ${attr}="${value}">`);
      }
    }
    if (root.querySelectorAll('iframe').length) problems.push(`${file}: has an <iframe>`);
  }
  for (const css of fs.readdirSync(path.join(SITE_DIR, 'assets')).filter((f) => f.endsWith('.css'))) {
    const text = fs.readFileSync(path.join(SITE_DIR, 'assets', css), 'utf8');
    for (const m of text.matchAll(/url\(\s*["']?((?:https?:)?\/\/[^"')]+)/g)) problems.push(`assets/${css}: url(${m[1]})`);
    if (/@import\s+(url\()?["']?(https?:)?\/\//.test(text)) problems.push(`assets/${css}: @import of a remote stylesheet`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('external links open in a new tab with rel="noopener noreferrer", and say so', () => {
  const problems: string[] = [];
  for (const { file, root } of pages) {
    for (const a of root.querySelectorAll('a[href]')) {
      const href = a.getAttributeValue('href') ?? '';
      if (!/^https?:\/\//.test(href) || new URL(href).origin === siteOrigin) continue;
      const rel = (a.getAttributeValue('rel') ?? '').split(/\s+/);
      if (a.getAttributeValue('target') !== '_blank' || !rel.includes('noopener') || !rel.includes('noreferrer')) {
        problems.push(`${file}: <a href="${href}" target="${a.getAttributeValue('target') ?? ''}" rel="${rel.join(' ')}">`);
      }
      // The /acessibilidade page promises that links opening a new tab announce it.
      if (!/nova aba|nova janela/i.test(`${a.textContent} ${a.getAttributeValue('aria-label') ?? ''} ${a.getAttributeValue('title') ?? ''}`)) {
        problems.push(`${file}: <a href="${href}"> opens a new tab without saying so ("${a.textContent.trim().slice(0, 40)}")`);
      }
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('skip links are the first four focusable elements of every page, with access keys 1–4 and existing targets', () => {
  const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';
  const problems: string[] = [];
  for (const { file, root } of pages) {
    const first = root.querySelectorAll(focusable)
      .filter((el) => el.getAttributeValue('type') !== 'hidden' || el.tagName !== 'input')
      .filter((el) => !el.hasAttribute('tabindex') || Number(el.getAttributeValue('tabindex')) >= 0)
      .slice(0, 4);
    const hrefs = first.map((el) => el.getAttributeValue('href'));
    if (JSON.stringify(hrefs) !== JSON.stringify(['#conteudo', '#menu-principal', '#busca', '#rodape'])) problems.push(`${file}: first focusable are ${JSON.stringify(hrefs)}`);
    const keys = first.map((el) => el.getAttributeValue('accesskey') ?? el.getAttributeValue('accessKey'));
    if (keys.join() !== '1,2,3,4') problems.push(`${file}: access keys ${JSON.stringify(keys)}`);
    for (const id of ['conteudo', 'menu-principal', 'busca', 'rodape']) if (!idsOf(file).has(id)) problems.push(`${file}: no #${id}`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('every image has its size and a text alternative (no layout shift, readable without it)', () => {
  const problems: string[] = [];
  for (const { file, root } of pages) {
    for (const img of root.querySelectorAll('img')) {
      const src = img.getAttributeValue('src');
      if (!img.getAttributeValue('width') || !img.getAttributeValue('height')) problems.push(`${file}: <img src="${src}"> without width and height`);
      if (!img.hasAttribute('alt')) problems.push(`${file}: <img src="${src}"> without alt`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('one h1 per page, and headings never skip a level on the way down', () => {
  const problems: string[] = [];
  for (const { file, root } of pages) {
    const levels = root.querySelectorAll('h1, h2, h3, h4, h5, h6').map((h) => ({ level: Number(h.tagName[1]), text: h.textContent.trim().slice(0, 50) }));
    const h1s = levels.filter((h) => h.level === 1).length;
    if (h1s !== 1) problems.push(`${file}: ${h1s} h1 elements`);
    levels.reduce((previous, h) => {
      if (h.level > previous + 1) problems.push(`${file}: h${h.level} "${h.text}" follows an h${previous}`);
      return h.level;
    }, 0);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
