/**
 * Build step after `vite build`: renders every route to <dist>/<route>/index.html with its full text
 * and head tags, writes 404.html, sitemap.xml and robots.txt, then the search index and the offline
 * files. Run by scripts/build.mjs with the content the Vite plugin loaded (one load per build).
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
  // Files the template already loads (the page script and the stylesheet).
  const templateAssets = new Set([...template.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]));
  const routes: string[] = [];
  const warnings: ContentError[] = [];
  for (const page of headPages(site)) {
    const { html: body, unexplained } = markGlossaryInPage(await renderPage(page), site.glossary);
    warnings.push(...glossaryWarnings(unexplained, pageSources(site, page.file), site.glossary));
    // The code of the islands this page starts as it loads, fetched in parallel with the page script.
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
  // Steps that need every page written: the search index, then the offline files (which list the index).
  for (const step of [writeSearchIndex, writeOfflineSupport]) await step({ root, dist, site });
  // Printed by scripts/build.mjs after the summary line, where an editor sees it.
  return { routes, sampleWarning: [formatSampleWarning(site.samples), formatContentWarnings(warnings)].filter(Boolean).join('\n\n') };
}
