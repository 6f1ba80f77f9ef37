/**
 * `npm run dev`: renders each page on request, as the build would, through Vite's module loader (so
 * edits show on reload and island code is served by Vite). Unknown paths get the not-found page, 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Connect, ViteDevServer } from 'vite';
import { NOT_FOUND_ROUTE, type SiteContent } from '../content/load.ts';

/** "/contato/", "/contato/index.html" and "//contato" are all the /contato page, as on a static host. */
export function routeOf(pathname: string): string {
  let route = pathname.replace(/\/{2,}/g, '/').replace(/\/index\.html$/, '/');
  if (route.length > 1) route = route.replace(/\/+$/, '');
  return route || '/';
}

export function devPagesMiddleware(server: ViteDevServer, content: () => SiteContent): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = new URL((req.url ?? '/').replace(/\/{2,}/g, '/'), 'http://dev.local');
    // Vite's own middlewares ran first: what is left without a file extension is a page.
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && path.extname(url.pathname.replace(/\/index\.html$/, '')) === '';
    if (!isPage) return next();
    void (async () => {
      const [{ headPages, headTags }, { renderPage }, { pageDocument }] = await Promise.all([
        server.ssrLoadModule('/src/prerender/head.ts') as Promise<typeof import('./head')>,
        server.ssrLoadModule('/src/entry-server.tsx') as Promise<typeof import('../entry-server')>,
        server.ssrLoadModule('/src/prerender/document.ts') as Promise<typeof import('./document')>,
      ]);
      const site = content();
      const pages = headPages(site);
      const route = routeOf(url.pathname);
      const page = pages.find((p) => p.route === route && route !== NOT_FOUND_ROUTE) ?? pages.find((p) => p.route === NOT_FOUND_ROUTE)!;
      const template = await server.transformIndexHtml(url.pathname, fs.readFileSync(path.join(server.config.root, 'index.html'), 'utf8'));
      const html = pageDocument(template, { head: headTags(page, site), body: renderPage(page) });
      res.statusCode = page.route === route ? 200 : 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(html);
    })().catch((error: unknown) => {
      server.ssrFixStacktrace(error as Error);
      next(error);
    });
  };
}
