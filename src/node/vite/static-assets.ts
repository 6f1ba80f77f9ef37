/**
 * What every page carries that is not a bundled module: the icon sprite (content-hashed under /assets/,
 * a fixed path in dev) and the inline boot script allowed by its hash.
 */
import crypto from 'node:crypto';
import type { Plugin } from 'vite';
import { buildIconSprite } from '../content/icon-sprite.ts';
import { POLICY_FILES, readBootScript, syncBootHash } from './boot-script.ts';

interface StaticAsset {
  devUrl: string;
  name: string;
  ext: string;
  contentType: string;
  source: () => string;
}

const ASSETS = {
  sprite: { devUrl: '/icons.svg', name: 'icons', ext: 'svg', contentType: 'image/svg+xml', source: () => buildIconSprite() },
} satisfies Record<string, StaticAsset>;

const VIRTUAL_ID = 'virtual:static-assets';
/** Inline: a plain tag would make Vite try to bundle it. */
const BOOT_MARKER = '<!--boot-script-->';

function hashedUrl(asset: StaticAsset, source: string): string {
  const hash = crypto.createHash('sha256').update(source).digest('base64url').slice(0, 10);
  return `/assets/${asset.name}-${hash}.${asset.ext}`;
}

export function staticAssetsPlugin(): Plugin {
  let root = process.cwd();
  let serving = false;
  const urlOf = (asset: StaticAsset) => (serving ? asset.devUrl : hashedUrl(asset, asset.source()));

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
          res.end(asset.source());
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
      return html
        .replace(BOOT_MARKER, () => `<script>${readBootScript(root).code}</script>`)
        // A module never holds the first paint; low priority leaves a slow connection to the stylesheet.
        .replace(/<script type="module"(?![^>]*fetchpriority)/, '<script type="module" fetchpriority="low"');
    },
    generateBundle() {
      if (this.environment && this.environment.config.consumer !== 'client') return;
      for (const asset of Object.values(ASSETS)) {
        const source = asset.source();
        this.emitFile({ type: 'asset', fileName: hashedUrl(asset, source).slice(1), source });
      }
    },
    writeBundle(options) {
      if (this.environment && this.environment.config.consumer !== 'client') return;
      // The tracked policy files follow boot.js; the built _headers (copied before this hook) too.
      const { hash } = readBootScript(root);
      const changed = syncBootHash(root, POLICY_FILES, hash);
      if (changed.length) this.warn(`hash do script inicial atualizado em ${changed.join(' e ')}: inclua no commit.`);
      if (options.dir) syncBootHash(options.dir, ['_headers'], hash);
    },
  };
}
