import fs from 'node:fs';
import path from 'node:path';
import { SitemapStream, streamToPromise } from 'sitemap';

/** Every public route; `lastmod` is the day the page shows as "Atualizado em". */
export async function writeSitemap(dist: string, siteUrl: string, routes: string[], lastmod: Record<string, string> = {}): Promise<void> {
  const stream = new SitemapStream({ hostname: siteUrl, lastmodDateOnly: true });
  for (const route of [...routes].sort()) {
    stream.write({ url: route, changefreq: 'monthly', priority: route === '/' ? 1 : 0.7, ...(lastmod[route] ? { lastmod: lastmod[route] } : {}) });
  }
  stream.end();
  fs.writeFileSync(path.join(dist, 'sitemap.xml'), (await streamToPromise(stream)).toString());
}
