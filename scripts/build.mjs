#!/usr/bin/env node
// Production build: client bundle, server bundle (prerender only), then every route to static HTML; both
// bundles share the plugin instances, so content/ is loaded once. `--publicar` stops while sample data remains.
import { build, createLogger, loadConfigFromFile, mergeConfig } from 'vite';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { typeCheck } from '../src/node/type-check.mjs';

const root = process.cwd();
const dist = path.resolve(root, process.env.SITE_OUT_DIR ?? 'dist');
// Inside the project so the server bundle resolves its packages from node_modules.
const serverOut = path.join(root, 'node_modules/.cache/prerender', path.basename(dist));
const started = performance.now();
if (process.argv.includes('--publicar')) process.env.SITE_PUBLICAR = '1';

// Vite's own "Build failed" banner would bury the editor-facing report printed below.
const logger = createLogger('warn');
const logError = logger.error;
logger.info = () => {};
logger.error = (msg, options) => {
  if (!/Build failed|error during build|modules transformed/.test(msg)) logError(msg, options);
};

try {
  // Beside the bundling: a type error stops the build before a site is published.
  const types = process.env.SITE_SKIP_TYPECHECK === '1' ? Promise.resolve('') : typeCheck(root);
  const { config } = await loadConfigFromFile({ command: 'build', mode: 'production' }, undefined, root, 'warn', logger);
  const bundle = (options) => build(mergeConfig(config, { configFile: false, customLogger: logger, build: options }));
  await bundle({ outDir: dist, emptyOutDir: true });
  await bundle({ ssr: 'src/node/prerender/main.ts', outDir: serverOut, emptyOutDir: true, manifest: false, copyPublicDir: false, target: 'esnext' });
  // The staff editor in a build of its own, sharing no chunk with the public pages (SITE_SKIP_ADMIN=1 skips it).
  const adminPlugin = config.plugins.flat().find((plugin) => plugin?.name === 'cartorio-admin');
  if (process.env.SITE_SKIP_ADMIN !== '1') {
    await bundle({
      // It holds the MDX compiler: the warning is for growth beyond that.
      outDir: dist, emptyOutDir: false, manifest: false, copyPublicDir: false, chunkSizeWarningLimit: 1536, target: 'es2022',
      rolldownOptions: {
        input: adminPlugin.api.input,
        output: { codeSplitting: false },
        // The unified packages mark modules with an empty directive (''), which bundling drops to no effect.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE' || !/directive "" in "node_modules\//.test(warning.message)) warn(warning);
        },
      },
    });
  }
  const typeErrors = await types;
  if (typeErrors) {
    throw new Error(`O código tem erros de tipo (TypeScript): o site não foi gerado. Corrija o código (não o conteúdo) e gere de novo; npm run typecheck mostra só esta verificação.\n\n${typeErrors}`);
  }
  const contentPlugin = config.plugins.flat().find((plugin) => plugin?.name === 'cartorio-content');
  const { prerender } = await import(pathToFileURL(path.join(serverOut, 'main.js')).href);
  const { routes, sampleWarning } = await prerender(root, dist, contentPlugin.api.content());
  fs.rmSync(serverOut, { recursive: true, force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Site gerado em ${path.relative(root, dist) || dist}/: ${routes.length} páginas em ${seconds}s.`);
  if (sampleWarning) console.warn(`\n${sampleWarning}\n`);
} catch (error) {
  // Content errors are already worded for editors; print them without a stack trace.
  let message = String(error?.message ?? error).split('\n').filter((l) => !/^\s+at /.test(l)).join('\n');
  const report = message.indexOf('O conteúdo tem');
  if (report >= 0) message = message.slice(report);
  console.error(`\n${message}\n`);
  process.exit(1);
}
