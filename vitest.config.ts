import { defineConfig } from 'vitest/config';
import { staticAssetsPlugin } from './src/build/vite/static-assets.ts';

// Unit tests run in Node without the site's content plugins (content loading is tested directly);
// `virtual:static-assets` (the icon sprite's address) is the one virtual module components need.
export default defineConfig({
  plugins: [staticAssetsPlugin()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
  },
});
