import fs from 'node:fs';
import path from 'node:path';
import { SitemapStream, streamToPromise } from 'sitemap';

export async function writeSitemap(dist: string, siteUrl: string, routes: string[]): Promise<void> {
  const stream = new SitemapStream({ hostname: siteUrl });
  for (const route of [...routes].sort()) stream.write({ url: route, changefreq: 'monthly', priority: route === '/' ? 1 : 0.7 });
  stream.end();
  fs.writeFileSync(path.join(dist, 'sitemap.xml'), (await streamToPromise(stream)).toString());
}
