/**
 * deploy/nginx.conf served by Debian's nginx over the built site (root and port substituted):
 * security headers, caching, compression, 404 with the not-found page, and every route browsed in
 * Chromium under the real Content-Security-Policy with no violation and no console error.
 * public/_headers (Netlify / Cloudflare Pages) must carry the same policy.
 */
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import { findNginx, startNginx } from '../../src/node/hosting/nginx-local.mjs';
import { headersFor, parseHeadersFile } from '../../src/node/hosting/host-headers.mjs';
import { initialResources, NOT_FOUND_PATH, readSiteFile, SITE_DIR, sitemapRoutes, waitForHydration } from './helpers';
import { PORTS } from './ports';

// Every route is walked as a returning visitor, served through the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const nginxBinary = findNginx();
const PORT = PORTS.nginx;
let server: Awaited<ReturnType<typeof startNginx>> | undefined;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // A prerequisite like Chromium, not an optional feature: without it the test fails and says what to install.
  if (!nginxBinary) throw new Error('nginx not found (/usr/sbin/nginx): the deploy tests need it, like Chromium: apt-get install -y nginx (.ci/run does)');
  server = await startNginx({ siteDir: SITE_DIR, port: PORT });
});

test.afterAll(async () => {
  await server?.stop();
});

const url = (p: string) => `${server!.url}${p}`;

const HOST_RULES = parseHeadersFile(fs.readFileSync('public/_headers', 'utf8'));

/** The headers public/_headers sets for a path (every path: `/*`), names in lower case. */
function hostHeaders(pathname = '/'): Record<string, string> {
  return Object.fromEntries(Object.entries(headersFor(HOST_RULES, pathname)).map(([name, value]) => [name.toLowerCase(), value]));
}

function cspDirectives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name, values]));
}

test('the policy is strict: self only, one inline script allowed by its hash, no third-party origin, no framing', () => {
  const csp = cspDirectives(hostHeaders()['content-security-policy']);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  // The boot script, inline in every page's <head>, and nothing else inline (tests/browser/first-paint.spec.ts).
  expect(csp.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
  expect(csp.get('style-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  for (const [name, values] of csp) {
    for (const value of values) {
      expect(value, `${name} allows ${value}`).not.toMatch(/unsafe-|^https?:|^\*|^\w+:\/\//);
    }
  }
});

test('nginx sends the same security headers as public/_headers, on pages and on the 404 page', async () => {
  const expected = hostHeaders();
  for (const p of ['/', '/servicos/escrituras', NOT_FOUND_PATH]) {
    const response = await fetch(url(p));
    for (const [name, value] of Object.entries(expected)) {
      expect(response.headers.get(name), `${name} on ${p}`).toBe(value);
    }
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
    expect(response.headers.get('permissions-policy')).toBeTruthy();
  }
});

test('the staff editor (/admin/) gets its own policy from nginx and from public/_headers, the same in both; pages keep theirs', async () => {
  const admin = hostHeaders('/admin/');
  const csp = cspDirectives(admin['content-security-policy']);
  expect(admin['content-security-policy']).not.toBe(hostHeaders()['content-security-policy']);
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(admin['x-robots-tag']).toContain('noindex');
  const response = await fetch(url('/admin/'));
  expect(response.status).toBe(200);
  for (const [name, value] of Object.entries(admin)) expect(response.headers.get(name), `${name} on /admin/`).toBe(value);
});

test('routes answer 200 without redirects; an unknown path answers 404 with the not-found page', async () => {
  for (const p of ['/', '/servicos', '/servicos/escrituras', '/duvidas']) {
    const response = await fetch(url(p), { redirect: 'manual' });
    expect(response.status, p).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  }
  const missing = await fetch(url(NOT_FOUND_PATH));
  expect(missing.status).toBe(404);
  const text = await missing.text();
  expect(text).toContain('Página não encontrada');
  expect(text).toBe(readSiteFile('404.html'));
  expect((await fetch(url('/.vite/manifest.json'))).status).toBe(404);
  expect((await fetch(url('/_headers'))).status).toBe(404);
});

test('files only: _headers in no spelling, headers of the file served, GET and HEAD only', async ({ request }) => {
  const headersText = readSiteFile('_headers');
  for (const p of ['/_headers', '/%5fheaders', '/_header%73', '/_headers/', '/%5F%68eaders', '/%2evite/manifest.json']) {
    const response = await fetch(url(p));
    expect(response.status, p).toBe(404);
    expect(await response.text(), p).not.toBe(headersText);
  }
  // nginx decodes and resolves the path before choosing a location: the headers are the served file's.
  const viaEncodedSlash = await fetch(url('/admin/..%2fbusca/'));
  expect(await viaEncodedSlash.text()).toBe(readSiteFile('busca/index.html'));
  expect(viaEncodedSlash.headers.get('content-security-policy')).toBe(hostHeaders('/busca/')['content-security-policy']);
  const encodedAdmin = await fetch(url('/%61dmin/'));
  expect(await encodedAdmin.text()).toBe(readSiteFile('admin/index.html'));
  expect(encodedAdmin.headers.get('content-security-policy')).toBe(hostHeaders('/admin/')['content-security-policy']);
  for (const method of ['POST', 'PUT', 'DELETE', 'TRACE']) {
    for (const p of ['/', '/admin/']) {
      // fetch() refuses to send TRACE: Playwright's request context sends any method.
      const response = await request.fetch(url(p), { method });
      expect(response.status(), `${method} ${p}`).toBe(405);
      expect(response.headers().allow, `${method} ${p}`).toBe('GET, HEAD');
    }
  }
  expect((await fetch(url('/'), { method: 'HEAD' })).headers.get('allow')).toBeNull();
});

test('every address a static host answers for a page shows it: /contato, /contato/, /contato/index.html, //contato', async () => {
  const expected = readSiteFile('contato/index.html');
  for (const p of ['/contato', '/contato/', '/contato/index.html', '//contato']) {
    const response = await fetch(url(p));
    expect(response.status, p).toBe(200);
    expect(await response.text(), p).toBe(expected);
  }
});

test('speculation rules: every page names the rules file, served with the type Chromium requires', async () => {
  const page = await fetch(url('/servicos/escrituras'));
  expect(page.headers.get('speculation-rules')).toBe('"/speculation-rules.json"');
  const rules = await fetch(url('/speculation-rules.json'));
  expect(rules.status).toBe(200);
  expect(rules.headers.get('content-type')).toBe(hostHeaders('/speculation-rules.json')['content-type']);
  expect(rules.headers.get('content-type')).toBe('application/speculationrules+json');
  expect(await rules.json()).toHaveProperty('prerender');
});

test('hashed assets are cached as immutable, pages revalidate, text is gzipped', async () => {
  const { stylesheets, scripts } = initialResources(readSiteFile('index.html'));
  const asset = [...stylesheets, ...scripts].find((f) => f.startsWith('/assets/'))!;
  const cached = await fetch(url(asset), { headers: { 'accept-encoding': 'gzip' } });
  expect(cached.status).toBe(200);
  expect(cached.headers.get('cache-control')).toContain('immutable');
  expect(cached.headers.get('cache-control')).toContain('max-age=31536000');
  expect(cached.headers.get('content-encoding')).toBe('gzip');
  const page = await fetch(url('/'), { headers: { 'accept-encoding': 'gzip' } });
  expect(page.headers.get('content-encoding')).toBe('gzip');
  expect(page.headers.get('cache-control')).not.toContain('immutable');
  const hostAssets = /^\/assets\/\*\n\s+Cache-Control:\s*(.+)$/m.exec(fs.readFileSync('public/_headers', 'utf8'))?.[1];
  expect(hostAssets).toBe(cached.headers.get('cache-control'));
});

async function watchCsp(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning' || /Content Security Policy/i.test(msg.text())) {
      const documentNotFound = msg.text().includes('404') && msg.location().url === page.url();
      if (!documentNotFound) problems.push(`${msg.type()}: ${msg.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`securitypolicyviolation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return problems;
}

// Also the one walk over every route that waits for everything a page runs on its own: scripts,
// islands (the /busca results included) and the after-load chunk, with no error or warning.
test('every route works in Chromium under the policy: hydrates, runs its after-load work, no CSP violation, no console error', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = await watchCsp(page);
  for (const route of [...sitemapRoutes(), '/busca?q=certidao', NOT_FOUND_PATH]) {
    await page.goto(url(route));
    await waitForHydration(page);
    await expect(page.locator('main h1'), route).toHaveCount(1);
    // The icon sprite and every stylesheet applied (a blocked stylesheet would leave the page unstyled).
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.site-header')!).position), route).toBe('sticky');
    // The last thing that runs on its own (src/islands/page/main.ts): the chunk started after `load`.
    await page.locator('html[data-after-load="done"]').waitFor({ state: 'attached' });
    expect(problems, `${route}:\n${problems.join('\n')}`).toEqual([]);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('interactive states work under the policy (menu, high contrast, FAQ, form errors, search)', async ({ page }) => {
  const problems = await watchCsp(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(url('/duvidas'));
  await waitForHydration(page);
  await page.locator('#menu-toggle').click();
  await expect(page.locator('#menu-principal')).toBeVisible();
  await page.locator('#menu-toggle').click();
  await page.locator('.site-header').getByRole('button', { name: 'Alto contraste' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'alto');
  const question = page.locator('main button[aria-expanded]').first();
  if (await question.count()) {
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  }
  await page.goto(url('/contato'));
  await waitForHydration(page);
  const submit = page.locator('main form button[type="submit"]');
  if (await submit.count()) {
    // The form's code loads on first use: the pointer reaching the form starts it.
    await page.locator('main form').hover({ position: { x: 5, y: 5 } });
    await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-island-state', 'hydrated');
    await submit.first().click();
    await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
  }
  await page.locator('#busca').fill('certidao');
  await page.locator('#busca').press('Enter');
  await expect(page).toHaveURL(/\/busca\?q=certidao/);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(problems, problems.join('\n')).toEqual([]);
});
