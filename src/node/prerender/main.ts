/**
 * Build step after `vite build`: every route rendered to static HTML, then 404.html, sitemap, robots.txt,
 * the search index and the offline files, from the content the Vite plugin loaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderPage } from '../../render/entry-server';
import type { SiteContent } from '../../shared/content/site-content';
import { formatContentErrors, formatContentWarnings } from '../content/report';
import { outputFile } from './output-file';
import { assertTemplate, pageDocument } from './document';
import { headPages, headTags } from './head';
import { islandPreloadTags, type ViteManifest } from './preload';
import { writeSitemap } from './sitemap';
import { writeSearchIndex } from '../search-index/build-step';
import { writeOfflineSupport } from '../offline/build-step';
import { formatSampleWarning } from '../content/samples';
import { markGlossaryInPage } from './glossary-marks';
import { glossaryWarnings, pageSources } from '../content/glossary-check';
import type { ContentError } from '../../shared/content/site-content';

export async function prerender(root: string, dist: string, site: SiteContent): Promise<{ routes: string[]; sampleWarning: string }> {
  if (site.errors.length) throw new Error(formatContentErrors(site.errors));
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const viteManifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  assertTemplate(template);
  const templateAssets = new Set([...template.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]));
  const routes: string[] = [];
  const warnings: ContentError[] = [];
  for (const page of headPages(site)) {
    const { html: body, unexplained } = markGlossaryInPage(await renderPage(page), site.glossary);
    warnings.push(...glossaryWarnings(unexplained, pageSources(site, page.file), site.glossary));
    const preloads = islandPreloadTags(viteManifest, body, templateAssets);
    const document = pageDocument(template, { head: headTags(page, site), preloads, body });
    const out = outputFile(dist, page.route);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, document);
    routes.push(page.route);
  }
  const publicRoutes = headPages(site).filter((p) => !p.oculta).map((p) => p.route);
  await writeSitemap(dist, site.office.siteUrl, publicRoutes, site.updated);
  fs.writeFileSync(path.join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site.office.siteUrl}/sitemap.xml\n`);
  // They need every page written; the offline files list the index.
  for (const step of [writeSearchIndex, writeOfflineSupport]) await step({ root, dist, site });
  // Printed by scripts/build.mjs after the summary line, where an editor sees it.
  return { routes, sampleWarning: [formatSampleWarning(site.samples), formatContentWarnings(warnings)].filter(Boolean).join('\n\n') };
}
