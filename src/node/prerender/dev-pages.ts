/**
 * `npm run dev`: each page rendered on request as the build would, through Vite's module loader. Unknown
 * paths get the 404 page; while the content has a mistake, every page shows the report instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Connect, ViteDevServer } from 'vite';
import { formatContentErrors } from '../content/report.ts';
import { NOT_FOUND_ROUTE, type SiteContent } from '../../shared/content/site-content.ts';
import { markGlossaryInPage } from './glossary-marks.ts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Follows content/ in the browser: reloads the page, or shows a mistake's report. */
const LIVE_PREVIEW = '<script type="module" src="/src/islands/dev/live-preview.ts"></script>';

/** It reloads itself once the content changes again. */
function sendProblem(res: ServerResponse, report: string): void {
  res.statusCode = 500;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(`<!doctype html><html lang="pt-BR" data-content-report><head><meta charset="utf-8"><title>Erro no conteúdo</title>
<script type="module" src="/@vite/client"></script>${LIVE_PREVIEW}</head>
<body style="font: 16px/1.5 system-ui, sans-serif; margin: 2rem; max-width: 60rem">
<h1>O conteúdo tem um erro</h1><p>Corrija o arquivo indicado e salve: esta página se atualiza sozinha.</p>
<pre style="white-space: pre-wrap; background: #fff4f4; border-left: 4px solid #b00020; padding: 1rem">${escapeHtml(report)}</pre>
</body></html>`);
}

/** As on a static host, "/contato/", "/contato/index.html" and "//contato" are all /contato. */
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
      // The report first: loading the pages' modules would only fail on the broken file again.
      const loaded = content();
      if (loaded.errors.length) {
        sendProblem(res, formatContentErrors(loaded.errors));
        return;
      }
      const [{ headPages, headTags }, { renderPage }, { pageDocument }] = await Promise.all([
        server.ssrLoadModule('/src/node/prerender/head.ts') as Promise<typeof import('./head')>,
        server.ssrLoadModule('/src/render/entry-server.tsx') as Promise<typeof import('../../render/entry-server')>,
        server.ssrLoadModule('/src/node/prerender/document.ts') as Promise<typeof import('./document')>,
      ]);
      const site = content();
      const pages = headPages(site);
      const route = routeOf(url.pathname);
      const page = pages.find((p) => p.route === route && route !== NOT_FOUND_ROUTE) ?? pages.find((p) => p.route === NOT_FOUND_ROUTE)!;
      const indexHtml = fs.readFileSync(path.join(server.config.root, 'index.html'), 'utf8').replace('</head>', `${LIVE_PREVIEW}\n</head>`);
      const template = await server.transformIndexHtml(url.pathname, indexHtml);
      const html = pageDocument(template, { head: headTags(page, site), body: markGlossaryInPage(await renderPage(page), site.glossary).html });
      res.statusCode = page.route === route ? 200 : 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(html);
    })().catch((error: unknown) => {
      server.ssrFixStacktrace(error as Error);
      sendProblem(res, `A página não pôde ser gerada:\n\n${(error as Error).stack ?? String(error)}`);
    });
  };
}
