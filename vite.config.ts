import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import mdx from '@mdx-js/rollup';
import remarkGfm from 'remark-gfm';
import { contentPlugin } from './src/content/vite-plugin.ts';
import { rehypeHeadingIds } from './src/content/rehype-heading-ids.ts';

export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'src') } },
  plugins: [
    contentPlugin(),
    { enforce: 'pre', ...mdx({ remarkPlugins: [remarkGfm], rehypePlugins: [rehypeHeadingIds] }) },
    react({ include: /\.(mdx|jsx|tsx)$/ }),
  ],
  build: {
    outDir: 'dist',
    manifest: true,
    // Every browser this site supports has native modulepreload; skip the polyfill bytes.
    modulePreload: { polyfill: false },
    target: 'es2022',
    // Sizes are measured by `npm run bench`; skipping Vite's own gzip report keeps builds quiet and fast.
    reportCompressedSize: false,
    rollupOptions: {
      output: {
        // What every page needs (React, the router, the layout and shared components and strings) goes
        // into one chunk: left to automatic splitting it ends up in many small files, each costing
        // request and compression overhead on the initial load.
        advancedChunks: {
          groups: [
            {
              name: 'app',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|[\\/]src[\\/](strings[\\/](ui|a11y|search)|styles|lib|layout|app|head|components[\\/](blocks|service|SmartLink|Icon|ButtonLink|InlineText|Section|mdx))/,
            },
          ],
        },
      },
    },
  },
});
