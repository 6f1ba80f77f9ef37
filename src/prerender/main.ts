/**
 * Build step after `vite build`: renders every route to <dist>/<route>/index.html with its full text
 * and head tags, writes 404.html, sitemap.xml and robots.txt. Run by scripts/build.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { render } from '../entry-server';
import { formatContentErrors, loadContent, type SiteContent } from '../content/load';
import { outputFile } from './output-file';
import { headTags, type HeadPage } from './head';
import { preloadTags, type ViteManifest } from './preload';
import { writeSitemap } from './sitemap';
import { afterPrerender } from './hooks';


function headPages(site: SiteContent): (HeadPage & { file: string })[] {
  return [
    ...site.pages.map((p) => ({ route: p.route, file: p.file, title: p.frontmatter.title, description: p.frontmatter.description, keywords: p.frontmatter.keywords, layout: p.frontmatter.layout, oculta: p.frontmatter.oculta ?? false })),
    ...site.news.map((n) => ({ route: n.route, file: n.file, title: n.frontmatter.title, description: n.frontmatter.description, keywords: n.frontmatter.keywords, layout: 'noticia', oculta: n.frontmatter.oculta ?? false })),
  ];
}

export async function prerender(root: string, dist: string): Promise<{ routes: string[] }> {
  const site = loadContent(root);
  if (site.errors.length) throw new Error(formatContentErrors(site.errors));
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const viteManifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  if (!template.includes('<!--head-->') || !template.includes('<div id="root"><!--app--></div>')) {
    throw new Error('index.html perdeu os marcadores <!--head--> ou <!--app-->.');
  }
  // Files the template already loads (entry script, its CSS and modulepreloads).
  const templateAssets = new Set([...template.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]));
  const routes: string[] = [];
  for (const page of headPages(site)) {
    const { html, pageFile } = await render(page.route);
    const head = headTags(page, site);
    // After the template's own tags: page styles come after the global ones in the cascade.
    const pageAssets = preloadTags(viteManifest, page.file, templateAssets);
    const document = template
      .replace('<!--head-->', head)
      .replace('</head>', `  ${pageAssets}\n  </head>`)
      .replace('<div id="root"><!--app--></div>', `<div id="root" data-page="${pageFile}">${html}</div>`);
    const out = outputFile(dist, page.route);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, document);
    routes.push(page.route);
  }
  const publicRoutes = headPages(site).filter((p) => !p.oculta).map((p) => p.route);
  await writeSitemap(dist, site.office.siteUrl, publicRoutes);
  fs.writeFileSync(path.join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site.office.siteUrl}/sitemap.xml\n`);
  await afterPrerender({ root, dist, site });
  return { routes };
}
