/** Build step after the search index: the web app manifest and /sw.js, bundled with Workbox, its placeholders filled. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'rolldown';
import { BROWSER_TARGETS } from '../vite/browser-targets';
// Only the manifest: workbox-build's index would load its rollup and babel for nothing.
import { getManifest } from 'workbox-build/build/get-manifest.js';
import type { BuildContext } from '../build-context';
import { outputFile } from '../prerender/output-file';
import { MANIFEST_URL, OFFLINE_ROUTE, SERVICE_WORKER_URL } from '../../shared/offline';
import { webAppManifest } from './manifest';

/** This module runs from the prerender's bundle: paths are from the project root. */
const WORKER_SOURCE = 'src/service-worker/sw.ts';
const MANIFEST_GLOBAL = '__WB_MANIFEST';
const MANIFEST_PLACEHOLDER = `self.${MANIFEST_GLOBAL}`;
const BUILT_GLOBAL = '__CARTORIO_BUILT';
const BUILT_PLACEHOLDER = `self.${BUILT_GLOBAL}`;

const OFFLINE_MODULE = 'src/islands/page/after-load.ts';

/** The page, the /assets/ files its HTML names and their imports, the favicon, and the offline-notice module. */
export function offlinePrecacheFiles(dist: string): string[] {
  const page = path.relative(dist, outputFile(dist, OFFLINE_ROUTE)).split(path.sep).join('/');
  const html = fs.readFileSync(path.join(dist, page), 'utf8');
  const files = new Set([page]);
  const visit = (file: string) => {
    if (files.has(file) || !fs.existsSync(path.join(dist, file))) return;
    files.add(file);
    if (!file.endsWith('.js')) return;
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const m of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(file), m[1]));
    }
  };
  for (const m of html.matchAll(/["'(]\/(assets\/[^"'#?)\s]+)/g)) visit(m[1]);
  for (const m of html.matchAll(/\shref="\/(favicon\.[a-z]+)"/g)) visit(m[1]);
  const viteManifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const offlineModule = viteManifest[OFFLINE_MODULE]?.file;
  if (!offlineModule) throw new Error(`Service worker: ${OFFLINE_MODULE} não está no build (.vite/manifest.json).`);
  visit(offlineModule);
  return [...files].sort();
}

/** By site path, SHA-256 in hex: every file of Vite's manifest (not the editor's bundle) and every precached file. */
export function builtFileHashes(dist: string, precached: string[]): Record<string, string> {
  const viteManifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[]; assets?: string[] }>;
  const files = new Set(precached);
  for (const chunk of Object.values(viteManifest)) for (const file of [chunk.file, ...chunk.css ?? [], ...chunk.assets ?? []]) files.add(file);
  return Object.fromEntries([...files].sort().map((file) => [`/${file}`, createHash('sha256').update(fs.readFileSync(path.join(dist, file))).digest('hex')]));
}

export const SKIP_SERVICE_WORKER_ENV = 'SITE_SKIP_SERVICE_WORKER';

/** Workbox's production code only, for the browsers of the site's own scripts. */
async function bundleWorker(root: string): Promise<string> {
  const { output } = await build({
    input: path.join(root, WORKER_SOURCE),
    cwd: root,
    platform: 'browser',
    write: false,
    transform: { target: BROWSER_TARGETS, define: { 'process.env.NODE_ENV': '"production"' } },
    output: {
      format: 'iife',
      comments: false,
      // As workbox-build minifies it: Workbox's private members (`_name`) get short names too.
      minify: { mangleProps: { include: /(^_|_$)/, reserved: [MANIFEST_GLOBAL, BUILT_GLOBAL] } },
    },
  });
  return output[0].code;
}

export async function writeOfflineSupport({ root, dist, site }: BuildContext): Promise<void> {
  fs.writeFileSync(path.join(dist, MANIFEST_URL.slice(1)), `${JSON.stringify(webAppManifest(site), null, 2)}\n`);
  if (process.env[SKIP_SERVICE_WORKER_ENV] === '1') return;
  if (!fs.existsSync(outputFile(dist, OFFLINE_ROUTE))) {
    throw new Error(`Falta a página ${OFFLINE_ROUTE} (content/paginas${OFFLINE_ROUTE}.mdx): o service worker a mostra quando não há conexão.`);
  }
  const precached = offlinePrecacheFiles(dist);
  const [code, { manifestEntries, warnings }] = await Promise.all([
    bundleWorker(root),
    getManifest({
      globDirectory: dist,
      globPatterns: precached,
      dontCacheBustURLsMatching: /^assets\//,
    }),
  ]);
  for (const warning of warnings) console.warn(`Service worker: ${warning}`);
  const entries = manifestEntries.map(({ url, revision }) => `{url:${JSON.stringify(url)},revision:${JSON.stringify(revision)}}`);
  const filled = [[MANIFEST_PLACEHOLDER, `[${entries.join(',')}]`], [BUILT_PLACEHOLDER, JSON.stringify(builtFileHashes(dist, precached))]].reduce((text, [placeholder, value]) => {
    const parts = text.split(placeholder);
    if (parts.length !== 2) throw new Error(`Service worker: ${WORKER_SOURCE} deve ler ${placeholder} uma vez (lê ${parts.length - 1}).`);
    return parts.join(value);
  }, code);
  fs.writeFileSync(path.join(dist, SERVICE_WORKER_URL.slice(1)), filled);
}
