/**
 * Files every page names in its HTML that are not bundled modules: the icon sprite and the classic
 * script that runs before the first paint (src/islands/page/boot.js). The build writes each under a name
 * made from its content (`/assets/icons-<hash>.svg`), so hosts cache them for a year like the rest of
 * /assets/ and a returning visitor's page needs no request for them; `npm run dev` serves them at fixed
 * paths. Pages get the sprite's address from `virtual:static-assets`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildIconSprite } from '../content/icon-sprite.ts';

interface StaticAsset {
  /** Address in the dev server and in index.html's source. */
  devUrl: string;
  name: string;
  ext: string;
  contentType: string;
  source: (root: string) => string;
}

const ASSETS = {
  sprite: { devUrl: '/icons.svg', name: 'icons', ext: 'svg', contentType: 'image/svg+xml', source: () => buildIconSprite() },
  boot: {
    devUrl: '/boot.js',
    name: 'boot',
    ext: 'js',
    contentType: 'text/javascript; charset=utf-8',
    source: (root) => fs.readFileSync(path.join(root, 'src/islands/page/boot.js'), 'utf8'),
  },
} satisfies Record<string, StaticAsset>;

const VIRTUAL_ID = 'virtual:static-assets';
/** Where index.html wants the boot script (a plain tag would make Vite try to bundle it). */
const BOOT_MARKER = '<!--boot-script-->';

function hashedUrl(asset: StaticAsset, source: string): string {
  const hash = crypto.createHash('sha256').update(source).digest('base64url').slice(0, 10);
  return `/assets/${asset.name}-${hash}.${asset.ext}`;
}

export function staticAssetsPlugin(): Plugin {
  let root = process.cwd();
  let serving = false;
  const urlOf = (asset: StaticAsset) => (serving ? asset.devUrl : hashedUrl(asset, asset.source(root)));

  return {
    name: 'cartorio-static-assets',
    configResolved(config) {
      root = config.root;
      serving = config.command === 'serve';
    },
    configureServer(server) {
      for (const asset of Object.values(ASSETS)) {
        server.middlewares.use(asset.devUrl, (_req, res) => {
          res.setHeader('Content-Type', asset.contentType);
          res.end(asset.source(root));
        });
      }
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      return `export const spriteUrl = ${JSON.stringify(urlOf(ASSETS.sprite))};`;
    },
    transformIndexHtml(html) {
      return html.replace(BOOT_MARKER, `<script src="${urlOf(ASSETS.boot)}"></script>`);
    },
    generateBundle() {
      if (this.environment && this.environment.config.consumer !== 'client') return;
      for (const asset of Object.values(ASSETS)) {
        const source = asset.source(root);
        this.emitFile({ type: 'asset', fileName: hashedUrl(asset, source).slice(1), source });
      }
    },
  };
}
