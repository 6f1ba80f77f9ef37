import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { PORTS, refusedPort } from './tests/browser/ports';

// Browser tests run against the production build served like a static host (scripts/serve.mjs).
// Chromium comes from Debian: its headless shell when installed (the same engine without the full
// browser's UI, a fraction of the CPU per page), else /usr/bin/chromium; CHROMIUM_PATH overrides both.
const port = PORTS.site;
const refused = refusedPort();
if (refused) throw new Error(`TEST_PORT=${process.env.TEST_PORT} puts a test server on a port browsers refuse (${refused}): choose another TEST_PORT.`);
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const EDITOR_SPECS = 'tests/browser/editor*.spec.ts';
// One id per run, inherited by the workers: the test files that share a build find it by this id.
process.env.TEST_RUN_ID ??= `${Date.now()}-${process.pid}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  // Whole-site tests live in tests/browser; a component's own browser tests sit beside it in src/ (*.spec.ts).
  testDir: '.',
  testMatch: ['tests/browser/**/*.spec.ts', 'src/**/*.spec.ts'],
  // The staff editor's specs are the two longest serial chains: queued first, one per worker, the rest of
  // the site fills in around them instead of both ending the run side by side.
  projects: [
    { name: 'editor', testMatch: EDITOR_SPECS },
    { name: 'site', testIgnore: EDITOR_SPECS },
  ],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A test's whole budget, not a wait: heavy tests (axe over several routes, the staff editor's 5 MB
  // bundle from a dev server) took 30–40 s on a slower 2-core machine with the unit tests beside them.
  // Waits for what a user sees keep expect's own 5 s.
  timeout: 60_000,
  globalTeardown: './tests/browser/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      // Chromium starts each context's blank first page in a renderer process and starts a second one
      // for its first navigation to the site; with a limit of one the page keeps the first. The limit
      // yields where isolation needs it: contexts never share a process.
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--renderer-process-limit=1'],
    },
    locale: 'pt-BR',
    // Each test is a first visit, before the service worker installs: its precache would cost every test
    // CPU for what only the specs about it check. Those specs, and nginx.spec.ts's walk over every route
    // as a returning visitor, allow it.
    serviceWorkers: 'block',
  },
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(port), SITE_DIR: process.env.SITE_DIR ?? 'dist' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
