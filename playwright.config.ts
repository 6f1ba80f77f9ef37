import { defineConfig } from '@playwright/test';

// Browser tests run against the production build served like a static host (scripts/serve.mjs).
// Chromium comes from Debian (/usr/bin/chromium); set CHROMIUM_PATH to use another one.
const port = Number(process.env.TEST_PORT ?? 4311);

export default defineConfig({
  // Whole-site tests live in tests/browser; a component's own browser tests sit beside it in src/ (*.spec.ts).
  testDir: '.',
  testMatch: ['tests/browser/**/*.spec.ts', 'src/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A test's whole budget, not a wait: heavy tests (axe over several routes, the staff editor's 5 MB
  // bundle from a dev server) took 30–40 s on a slower 2-core machine with the unit tests beside them.
  // Waits for what a user sees keep expect's own 5 s.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    locale: 'pt-BR',
  },
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(port), SITE_DIR: process.env.SITE_DIR ?? 'dist' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
