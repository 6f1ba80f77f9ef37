/** /admin/paginas.json: the pages and public files a save is checked against (src/shared/content/site-pages.ts). */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteContent } from '../../shared/content/site-content.ts';
import type { SitePages } from '../../shared/content/site-pages.ts';

export function sitePages(site: Pick<SiteContent, 'pages' | 'news'>, root: string): SitePages {
  const pages = [...site.pages, ...site.news].map(({ route, file, frontmatter: fm }) => ({ route, file, title: fm.title, description: fm.description }));
  const publicDir = path.join(root, 'public');
  const files = fs.existsSync(publicDir)
    ? fs.readdirSync(publicDir, { recursive: true }).map(String).filter((f) => fs.statSync(path.join(publicDir, f)).isFile()).map((f) => `/${f.split(path.sep).join('/')}`)
    : [];
  return { pages, files };
}
