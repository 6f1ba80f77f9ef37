/**
 * Turns content/ into modules and owns the build's one content load, shared by both bundles and the
 * prerender (`api.content()`); renders pages on request in dev.
 */
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { loadContent } from '../content/load.ts';
import { formatContentErrors } from '../content/report.ts';
import type { SiteContent } from '../../shared/content/site-content.ts';
import { toManifest } from '../../shared/content/manifest.ts';
import { officeSchedule } from '../../shared/content/holidays.ts';
import { LATEST_NEWS, pageLists, toCards } from '../../shared/content/cards.ts';
import { readyServices } from '../../shared/deadlines/services.ts';
import { devPagesMiddleware } from '../prerender/dev-pages.ts';
import { formatSampleErrors } from '../content/samples.ts';
import { publishingProblems } from '../content/publish-checks.ts';
import { contentFiles } from '../content/files.ts';
import { INDEX_URL, PARTS_DIR } from '../../shared/search/index-format.ts';
import { CONTENT_EVENT, type ContentEvent } from '../../shared/content-event.ts';
import { servicePages } from '../../kinds/servico/pages.ts';
import { sortedTerms } from '../../shared/content/glossary.ts';

const VIRTUAL = ['virtual:site', 'virtual:cards', 'virtual:news', 'virtual:faq', 'virtual:fees', 'virtual:fee-table', 'virtual:platforms', 'virtual:documents', 'virtual:deadlines', 'virtual:page-lists', 'virtual:glossary'] as const;
type VirtualModule = typeof VIRTUAL[number];
/** Each module with no data, while the content has a mistake (dev only). */
const EMPTY_MODULES: Record<VirtualModule, string> = {
  'virtual:site': 'export const office = {};\nexport const menu = [];\nexport const manifest = { pages: [] };\nexport const schedule = null;\nexport const visitSchedule = null;\nexport const payment = { formas: \'\', seguro: \'\', protesto: \'\', parcelamento: \'\' };\nexport const businessDayRule = \'\';\nexport const hasSamples = false;\nexport const holidaysAreSamples = false;',
  'virtual:cards': 'export const services = [];\nexport const latestNews = [];',
  'virtual:news': 'export const news = [];',
  'virtual:faq': 'export default [];',
  'virtual:fees': 'export default {};',
  'virtual:fee-table': 'export default { acts: [], groups: [], acrescimos: [] };',
  'virtual:platforms': 'export default [];',
  'virtual:documents': 'export default {};',
  'virtual:deadlines': 'export default [];\nexport const validities = [];',
  'virtual:page-lists': 'export default {};',
  'virtual:glossary': 'export default [];',
};
const RESOLVED_PREFIX = '\0';
const SAVE_SETTLE_MS = 80;

class ContentReportError extends Error {}

export interface ContentPluginApi { content(): SiteContent }

/** scripts/build.mjs finds the plugin by this name. */
const CONTENT_PLUGIN_NAME = 'cartorio-content';

export function contentPlugin(): Plugin<ContentPluginApi> {
  let root = process.cwd();
  let cache: SiteContent | undefined;
  let server: ViteDevServer | undefined;

  const content = (): SiteContent => (cache ??= loadContent(root));
  const assertValid = () => {
    const { errors } = content();
    if (errors.length) throw new ContentReportError(formatContentErrors(errors));
  };

  return {
    name: CONTENT_PLUGIN_NAME,
    enforce: 'pre',
    api: { content },
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      if (server) {
        const { errors } = content();
        if (errors.length) this.warn(formatContentErrors(errors));
        return;
      }
      assertValid();
      if (process.env.SITE_PUBLICAR === '1') {
        const { samples } = content();
        // The values too: clearing every 'amostra' mark publishes nothing while an address is still .example.
        const values = publishingProblems(contentFiles(root));
        const report = [samples.length ? formatSampleErrors(samples) : '', values.length ? formatContentErrors(values) : ''].filter(Boolean);
        if (report.length) throw new ContentReportError(report.join('\n\n'));
      }
    },
    configureServer(devServer) {
      server = devServer;
      // In dev the search index is made on request, through Vite's module loader so its code stays out of this config.
      const searchFile = (url: string) =>
        devServer.ssrLoadModule('/src/node/search-index/dev-files.ts').then(({ devSearchFile }) => devSearchFile(content(), url));
      devServer.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        if (url !== INDEX_URL && !url.startsWith(`/${PARTS_DIR}/`)) return next();
        searchFile(url)
          .then((body: string | undefined) => {
            if (body === undefined) return next();
            res.setHeader('Content-Type', 'application/json');
            res.end(body);
          })
          .catch(next);
      });
      devServer.watcher.add(path.join(root, 'content'));
      const contentDir = path.join(root, 'content');
      const refresh = () => {
        cache = undefined;
        // Facts are filled into pages as they compile: every compiled content file and data module is stale.
        for (const environment of Object.values(devServer.environments)) {
          const graph = environment.moduleGraph;
          for (const mod of graph.idToModuleMap.values()) {
            if (mod.file?.startsWith(contentDir) || mod.id?.startsWith(RESOLVED_PREFIX)) graph.invalidateModule(mod);
          }
        }
        const { errors } = content();
        const report = errors.length ? formatContentErrors(errors) : undefined;
        if (report) devServer.config.logger.error(report);
        // To the site's pages only: the staff editor saves content itself and must not reload.
        devServer.ws.send(CONTENT_EVENT, { report } satisfies ContentEvent);
      };
      // Many editors save by emptying the file and then writing it: re-reading once saves settle keeps
      // the preview from showing a phantom "empty file" mistake.
      let settling: ReturnType<typeof setTimeout> | undefined;
      devServer.watcher.on('all', (_event, file) => {
        if (!file.startsWith(contentDir)) return;
        clearTimeout(settling);
        settling = setTimeout(refresh, SAVE_SETTLE_MS);
      });
      return () => devServer.middlewares.use(devPagesMiddleware(devServer, content));
    },
    resolveId(id) {
      return (VIRTUAL as readonly string[]).includes(id) ? RESOLVED_PREFIX + id : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const site = content();
      // Content with a mistake (dev only): the pages and the staff editor's preview show the report and
      // need these modules to load meanwhile, empty.
      if (site.errors.length) return EMPTY_MODULES[id.slice(1) as VirtualModule];
      return dataModule(id.slice(1), site);
    },
    transform(_code, id) {
      const file = path.relative(root, id.split('?')[0]).replace(/\\/g, '/');
      if (!file.startsWith('content/') || !file.endsWith('.mdx')) return undefined;
      const site = content();
      const doc = [...site.pages, ...site.news, ...site.faq].find((d) => d.file === file);
      if (!doc) {
        // Invalid file (dev only): the report instead of the page.
        const report = formatContentErrors(site.errors.filter((e) => e.file === file));
        return { code: `export const frontmatter = {};\n\n\`\`\`\n${report.replace(/`/g, "'")}\n\`\`\`\n`, map: null };
      }
      // Blank lines keep MDX's line numbers equal to the file's, so its syntax errors point at the right line.
      const padding = '\n'.repeat(Math.max(0, doc.bodyLine - 2));
      return { code: `export const frontmatter = ${JSON.stringify(doc.frontmatter)};\n${padding}${doc.body}`, map: null };
    },
  };
}

function dataModule(name: string, site: SiteContent): string | undefined {
  switch (name) {
    case 'virtual:site':
      return [
        `export const office = ${JSON.stringify(site.office)};`,
        `export const menu = ${JSON.stringify(site.menu.itens)};`,
        `export const manifest = ${JSON.stringify(toManifest(site))};`,
        `export const schedule = ${JSON.stringify(officeSchedule(site.office, site.holidays))};`,
        `export const visitSchedule = ${JSON.stringify(officeSchedule(site.office, site.holidays, true))};`,
        `export const payment = ${JSON.stringify({ formas: site.facts['fatos.formasPagamento'] ?? '', seguro: site.facts['fatos.pagamentoSeguro'] ?? '', protesto: site.facts['fatos.pagamentoProtesto'] ?? '', parcelamento: site.facts['fatos.parcelamento'] ?? '' })};`,
        `export const businessDayRule = ${JSON.stringify(site.facts['fatos.regraDiasUteis'] ?? '')};`,
        `export const hasSamples = ${JSON.stringify(site.samples.length > 0)};`,
        `export const holidaysAreSamples = ${JSON.stringify(site.holidays.amostra)};`,
      ].join('\n');
    case 'virtual:cards': {
      const { services, news } = toCards(site);
      return `export const services = ${JSON.stringify(services)};\nexport const latestNews = ${JSON.stringify(news.slice(0, LATEST_NEWS))};`;
    }
    case 'virtual:page-lists':
      return `export default ${JSON.stringify(pageLists(site))};`;
    case 'virtual:news':
      return `export const news = ${JSON.stringify(toCards(site).news)};`;
    case 'virtual:fees':
      return `export default ${JSON.stringify(site.fees)};`;
    case 'virtual:fee-table':
      return `export default ${JSON.stringify(site.feeTable)};`;
    case 'virtual:documents': {
      const lists = Object.fromEntries(servicePages(site.pages).flatMap(({ route, frontmatter: fm }) =>
        fm.documentos ? [[route.replace(/^\/servicos\//, ''), fm.documentos]] : []));
      return `export default ${JSON.stringify(lists)};`;
    }
    case 'virtual:deadlines':
      return `export default ${JSON.stringify(readyServices(site.pages, site.deadlines, site.office, site.facts))};\nexport const validities = ${JSON.stringify(site.deadlines.validades ?? [])};`;
    case 'virtual:glossary':
      return `export default ${JSON.stringify(sortedTerms(site.glossary))};`;
    case 'virtual:platforms':
      return `export default ${JSON.stringify(site.platforms)};`;
    case 'virtual:faq': {
      const imports = site.faq.map((c, i) => `import * as c${i} from ${JSON.stringify(`/${c.file}`)};`);
      const list = site.faq.map((c, i) => `{ slug: ${JSON.stringify(c.slug)}, ...c${i} }`);
      return `${imports.join('\n')}\nexport default [${list.join(', ')}];`;
    }
    default:
      return undefined;
  }
}
