/**
 * What every page carries that is not a bundled module: the icon sprite, a file the build writes under a
 * name made from its content (`/assets/icons-<hash>.svg`, cached for a year like the rest of /assets/;
 * `npm run dev` serves it at a fixed path; pages get its address from `virtual:static-assets`), and the
 * script that runs before the first paint, inline in <head> and allowed by its hash (./boot-script.ts).
 */
import crypto from 'node:crypto';
import type { Plugin } from 'vite';
import { buildIconSprite } from '../content/icon-sprite.ts';
import { POLICY_FILES, readBootScript, syncBootHash } from './boot-script.ts';

interface StaticAsset {
  /** Address in the dev server and in index.html's source. */
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
/** Where index.html wants the boot script (inline: a plain tag would make Vite try to bundle it). */
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
        // The page script is a module, so it never holds the first paint; fetched at low priority, it also
        // leaves a slow connection to the stylesheet, which the first paint does wait for.
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
      // The policies allow the inline boot script by its hash: the tracked files follow boot.js, and the
      // built _headers (copied from public/ before this hook) gets the same line.
      const { hash } = readBootScript(root);
      const changed = syncBootHash(root, POLICY_FILES, hash);
      if (changed.length) this.warn(`hash do script inicial atualizado em ${changed.join(' e ')}: inclua no commit.`);
      if (options.dir) syncBootHash(options.dir, ['_headers'], hash);
    },
  };
}
