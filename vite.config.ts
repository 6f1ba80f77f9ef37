import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import mdx from '@mdx-js/rollup';
import remarkGfm from 'remark-gfm';
import { contentPlugin } from './src/node/vite/content-plugin.ts';
import { staticAssetsPlugin } from './src/node/vite/static-assets.ts';
import { BROWSER_TARGETS } from './src/node/vite/browser-targets.ts';
import { plainChunksPlugin } from './src/node/vite/plain-chunks.ts';
import { adminPlugin } from './src/node/cms/admin-plugin.ts';
import { rehypeHeadingIds } from './src/node/mdx/rehype-heading-ids.ts';
import { rehypePhoneLinks } from './src/node/mdx/rehype-phone-links.ts';
import { rehypeSampleMarks } from './src/node/mdx/rehype-sample-marks.ts';
import { remarkContentSubset } from './src/node/mdx/remark-content-subset.ts';

// The client build bundles only what the browser runs: src/islands/page/main.ts (named in index.html) and
// the islands it imports on demand. Pages are rendered to HTML by the server build (scripts/build.mjs).

export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'src') } },
  plugins: [
    contentPlugin(),
    staticAssetsPlugin(),
    plainChunksPlugin(),
    adminPlugin(),
    { enforce: 'pre', ...mdx({ remarkPlugins: [remarkGfm, remarkContentSubset], rehypePlugins: [rehypeHeadingIds, rehypePhoneLinks, rehypeSampleMarks] }) },
    react({ include: /\.(mdx|jsx|tsx)$/ }),
  ],
  // `npm run dev` serves pages rendered on request (src/node/prerender/dev-pages.ts), not a single-page app.
  appType: 'custom',
  // The search worker runs nearly all its code on a first search: compiled whole as it loads (V8's compile
  // hint, a comment other engines ignore) instead of function by function inside the first ranking.
  worker: { rolldownOptions: { output: { postBanner: '//# allFunctionsCalledOnLoad' } } },
  build: {
    outDir: 'dist',
    manifest: true,
    // Every browser this site supports has native modulepreload; skip the polyfill bytes.
    modulePreload: { polyfill: false },
    // Safari 12 and the Android WebViews of the last five years: newer syntax is rewritten for them.
    target: BROWSER_TARGETS,
    // Sizes are measured by `npm run bench`; skipping Vite's own gzip report keeps builds quiet and fast.
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // React and the island runtime in one file: every island needs all of it, and one file
        // compresses better and costs one request instead of five. Only those modules: a plain helper the
        // runtime imports stays out (no recursive capture), or a page script importing it would download
        // React (src/node/vite/plain-chunks.ts fails the build when one does).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]islands[\\/]mount/, includeDependenciesRecursively: false },
            // React components several islands share, apart from the plain modules they are shared with: the
            // search engine, a plain module, imports the search's plain parts without React.
            { name: 'island-parts', test: /[\\/]src[\\/]islands[\\/](?!entries[\\/]).*\.[jt]sx$/, minShareCount: 2, includeDependenciesRecursively: false },
            // Small plain helpers shared by the page's later chunks and the islands (the open-now status after
            // load; number and date formats for prices, the contact form and search; replacing an element's
            // content) in one file: a service page with the deed calculator fetches one response fewer on its
            // first visit (each costs about 1 KB of headers).
            { name: 'helpers', test: /[\\/]src[\\/](shared[\\/]((strings[\\/])?office-status|text[\\/]format)|islands[\\/]page[\\/]replace-content)\.ts$/ },
          ],
        },
      },
    },
  },
});
