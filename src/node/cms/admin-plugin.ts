/** /admin/, the staff editor (Decap CMS), built into dist/admin/ and served in dev; no public page loads it. */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import sirv from 'sirv';
import type { Plugin } from 'vite';
import type { SiteContent } from '../../shared/content/site-content.ts';
import { contentFiles, filesStamp } from '../content/files.ts';
import { loadContent } from '../content/load.ts';
import { cmsConfig, cmsConfigText } from './config.ts';
import { formOf, sampleLinks } from './samples.ts';
import { factUses } from './fact-uses.ts';
import { sitePages } from './site-pages.ts';
import { faqIds } from './faq-ids.ts';
import { devAdminPolicy, editorHeaders } from './editor-headers.ts';
import { platformList } from '../../shared/content/how-done.ts';

const ENTRY = 'src/admin/main.ts';
const ADMIN_CHUNK = 'admin';
/** Where decap-server answers; `npm run editor` sets it. */
const PROXY_URL_ENV = 'CMS_PROXY_URL';
/** A built site whose /admin/ the editor serves instead of the source's. */
const BUILT_EDITOR_ENV = 'EDITOR_BUILT_DIR';

export function adminPage(scriptSrc: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Editor do site</title>
<script type="module" src="${scriptSrc}"></script>
</head>
<body></body>
</html>
`;
}

/** No source maps. */
function decapFiles(): { name: string; file: string }[] {
  const dist = path.dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));
  return fs.readdirSync(dist)
    .filter((name) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name))
    .map((name) => ({ name, file: path.join(dist, name) }));
}

export function adminPlugin(): Plugin {
  let root = process.cwd();
  let site: () => Pick<SiteContent, 'facts' | 'pages' | 'news' | 'faq' | 'platforms'> = () => ({ facts: {}, pages: [], news: [], faq: [], platforms: { categorias: [] } });
  return {
    name: 'cartorio-admin',
    api: { input: { [ADMIN_CHUNK]: ENTRY } },
    // Dependencies are learned as the server starts, not at /admin/'s first load (which would reload the page).
    config: () => ({ optimizeDeps: { entries: [ENTRY] } }),
    configResolved(config) {
      root = config.root;
      const content = config.plugins.find((p) => p.name === 'cartorio-content') as { api?: { content(): SiteContent } } | undefined;
      if (content?.api) site = () => content.api!.content();
    },
    configureServer(server) {
      const files = new Map(decapFiles().map((f) => [`/admin/${f.name}`, f.file]));
      // Loaded again only once a file it reads has changed.
      let recent: { site: SiteContent; stamp: string } | undefined;
      const freshContent = (): SiteContent => {
        const repo = process.env.CMS_REPO_DIR ?? root;
        const stamp = filesStamp(repo, ['content', 'public']);
        if (recent?.stamp !== stamp) recent = { site: loadContent(repo), stamp };
        return recent.site;
      };
      const headersOf = editorHeaders(root);
      const built = process.env[BUILT_EDITOR_ENV] || undefined;
      if (built) server.middlewares.use('/assets', sirv(path.join(built, 'assets'), { dev: false, etag: true }));
      const adminHtml = (): Promise<string> => (built
        ? fs.promises.readFile(path.join(built, 'admin/index.html'), 'utf8')
        // Through Vite's HTML transforms: the React preamble the previews' components need in dev.
        : server.transformIndexHtml('/admin/', adminPage(`/${ENTRY}`)));
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(headersOf(req.url ?? ''))) res.setHeader(name, value);
        next();
      });
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0];
        // A failure goes to the terminal: handed to Vite, its overlay would cover the staff's editor with
        // an English stack trace.
        const failed = (error: unknown) => {
          server.config.logger.error(`Erro do editor ao responder ${url}: ${(error as Error)?.stack ?? String(error)}`);
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ erro: 'O editor não conseguiu ler o conteúdo agora. Recarregue a página; se continuar, chame quem cuida do site.' }));
        };
        const answer = () => {
          if (url === '/admin') {
            res.writeHead(301, { Location: '/admin/' }).end();
          } else if (url === '/admin/' || url === '/admin/index.html') {
            adminHtml().then((html) => {
              const policy = res.getHeader('Content-Security-Policy');
              const fileServer = process.env[PROXY_URL_ENV] && new URL(process.env[PROXY_URL_ENV]!).origin;
              const devServer = `http://${req.headers.host ?? 'localhost'}`;
              if (typeof policy === 'string') res.setHeader('Content-Security-Policy', devAdminPolicy(policy, html, { fileServer, devServer }));
              res.setHeader('Content-Type', 'text/html; charset=utf-8');
              res.end(html);
            }, failed);
          } else if (url === '/admin/config.yml') {
            res.setHeader('Content-Type', 'text/yaml; charset=utf-8');
            // From the files as they are now: a fact added in the editor has its field after a reload.
            res.end(cmsConfigText(contentFiles(process.env.CMS_REPO_DIR ?? root), { localBackendUrl: process.env[PROXY_URL_ENV] }));
          } else if (url === '/admin/plataformas.json') {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(JSON.stringify(platformList(freshContent().platforms).map((p) => p.nome)));
          } else if (url === '/admin/fatos.json' || url === '/admin/fatos-uso.json') {
            // The editor asks again just after a save, before the content plugin reloads.
            const fresh = freshContent();
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(JSON.stringify(url === '/admin/fatos.json' ? fresh.facts : factUses(fresh, contentFiles(process.env.CMS_REPO_DIR ?? root))));
          } else if (url === '/admin/perguntas.json') {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(JSON.stringify(faqIds(freshContent(), contentFiles(process.env.CMS_REPO_DIR ?? root))));
          } else if (url === '/admin/paginas.json') {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(JSON.stringify(sitePages(freshContent(), process.env.CMS_REPO_DIR ?? root)));
          } else if (url === '/admin/erros.json') {
            // The changed time lets the editor tell its own saves from later hand edits.
            const repo = process.env.CMS_REPO_DIR ?? root;
            const config = cmsConfig(contentFiles(repo));
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(JSON.stringify(freshContent().errors.map((error) => {
              const form = formOf(config, error.file);
              const changedAt = fs.statSync(path.join(repo, error.file), { throwIfNoEntry: false })?.mtimeMs;
              return { ...error, ...(form ? { form: { title: form.title, href: form.href } } : {}), ...(changedAt ? { changedAt } : {}) };
            })));
          } else if (url === '/admin/amostras.json') {
            const content = contentFiles(process.env.CMS_REPO_DIR ?? root);
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(JSON.stringify(sampleLinks(content, cmsConfig(content))));
          } else if (files.has(url)) {
            res.setHeader('Content-Type', url.endsWith('.wasm') ? 'application/wasm' : 'text/javascript; charset=utf-8');
            res.setHeader('Cache-Control', 'max-age=3600');
            fs.createReadStream(files.get(url)!).pipe(res);
          } else {
            next();
          }
        };
        if (url.startsWith('/admin')) {
          try {
            answer();
          } catch (error) {
            failed(error);
          }
        } else {
          next();
        }
      });
    },
    // The editor's own build: its script shares no chunk with the pages.
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.name === ADMIN_CHUNK);
      if (!entry) return;
      this.emitFile({ type: 'asset', fileName: 'admin/index.html', source: adminPage(`/${entry.fileName}`) });
      const content = contentFiles(root);
      this.emitFile({ type: 'asset', fileName: 'admin/config.yml', source: cmsConfigText(content) });
      this.emitFile({ type: 'asset', fileName: 'admin/fatos.json', source: JSON.stringify(site().facts) });
      this.emitFile({ type: 'asset', fileName: 'admin/fatos-uso.json', source: JSON.stringify(factUses(site(), content)) });
      this.emitFile({ type: 'asset', fileName: 'admin/perguntas.json', source: JSON.stringify(faqIds(site(), content)) });
      this.emitFile({ type: 'asset', fileName: 'admin/paginas.json', source: JSON.stringify(sitePages(site(), root)) });
      this.emitFile({ type: 'asset', fileName: 'admin/plataformas.json', source: JSON.stringify(platformList(site().platforms).map((p) => p.nome)) });
      this.emitFile({ type: 'asset', fileName: 'admin/amostras.json', source: JSON.stringify(sampleLinks(content, cmsConfig(content))) });
      for (const { name, file } of decapFiles()) this.emitFile({ type: 'asset', fileName: `admin/${name}`, source: fs.readFileSync(file) });
    },
  };
}
