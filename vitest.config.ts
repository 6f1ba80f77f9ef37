import { defineConfig } from 'vitest/config';
import { staticAssetsPlugin } from './src/node/vite/static-assets.ts';

// Unit tests run in Node without the site's content plugins (content loading is tested directly);
// `virtual:static-assets` (the icon sprite's address) is the one virtual module components need.
export default defineConfig({
  plugins: [staticAssetsPlugin()],
  test: {
    // Whole-site and content tests in tests/unit; a module's own tests beside it in src/ (*.test.ts).
    include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // `npm test` runs these beside the browser tests on a 2-core machine: a test that loads the whole
    // content may wait its turn for the CPU. Speed is measured by the benches, not by these timeouts.
    testTimeout: 30_000,
    // Test files share a worker's loaded modules instead of importing the content code, zod and React
    // again for each file: a third less CPU, which the browser tests beside them get. No test relies
    // on a fresh module (the one vi.mock, of `virtual:news`, is imported by no other test file).
    isolate: false,
    // Decap's markdown widget ships its source as extensionless ES modules: run through Vite, so the
    // rich-text test (tests/unit/editor-rich-text.test.ts) runs the serializers the editor runs.
    server: { deps: { inline: [/decap-cms-widget-markdown/] } },
  },
});
