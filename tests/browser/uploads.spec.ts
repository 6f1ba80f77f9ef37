/**
 * Files put in the media folder by hand (an HTML page, a script, an SVG with a script, a PDF), as if one
 * got past the editor and the build: every host the project configures serves them so that nothing runs.
 * nginx with deploy/nginx.conf and the Node server of `npm start` are run here; public/_headers
 * (Netlify, Cloudflare Pages) is read for the same policy. The build's refusal is tests/unit/content-attacks.test.tsx.
 */
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { startNginx } from '../../src/node/hosting/nginx-local.mjs';
import { headersFor, parseHeadersFile } from '../../src/node/hosting/host-headers.mjs';
import { createStaticServer } from '../../src/node/hosting/static-server.mjs';
import { SITE_DIR } from './helpers';
import { PORTS } from './ports';

const SANDBOX = "sandbox; default-src 'none'";
/** What the planted page's scripts would leave behind on the site's origin if they ran. */
const MARK = 'upload-ran';
const PLANTED: Record<string, string> = {
  'pagina.html': `<!doctype html><title>Aviso</title><script>localStorage.setItem('${MARK}', 'inline')</script><script src="/documentos/x.js"></script>`,
  'x.js': `localStorage.setItem('${MARK}', localStorage.getItem('decap-cms-user') ?? 'script')`,
  'selo.svg': `<svg xmlns="http://www.w3.org/2000/svg"><script>localStorage.setItem('${MARK}', 'svg')</script></svg>`,
};

let site: string;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let node: Server;
const hosts = (): [string, string][] => [['nginx', nginx.url], ['Node', `http://127.0.0.1:${PORTS.uploadsNode}`]];

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
  for (const file of ['index.html', '404.html', '_headers']) fs.copyFileSync(path.join(SITE_DIR, file), path.join(site, file));
  fs.cpSync(path.join(SITE_DIR, 'documentos'), path.join(site, 'documentos'), { recursive: true });
  for (const [name, text] of Object.entries(PLANTED)) fs.writeFileSync(path.join(site, 'documentos', name), text);
  nginx = await startNginx({ siteDir: site, port: PORTS.uploadsNginx });
  node = createStaticServer(site);
  await new Promise<void>((resolve) => node.listen(PORTS.uploadsNode, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await nginx?.stop();
  node?.closeAllConnections();
  await new Promise((resolve) => node?.close(resolve));
  fs.rmSync(site, { recursive: true, force: true });
});

test('every host serves the media folder in a sandbox, by its type, and as a download when opened on its own', async () => {
  const hostRules = parseHeadersFile(fs.readFileSync('public/_headers', 'utf8'));
  for (const file of ['pagina.html', 'x.js', 'selo.svg', 'politica-de-privacidade.pdf']) {
    expect(headersFor(hostRules, `/documentos/${file}`)['Content-Security-Policy'], `public/_headers ${file}`).toBe(SANDBOX);
    expect(headersFor(hostRules, `/documentos/${file}`)['X-Content-Type-Options']).toBe('nosniff');
    expect(headersFor(hostRules, `/documentos/${file}`)['Content-Disposition']).toBe('attachment');
    for (const [name, base] of hosts()) {
      const response = await fetch(`${base}/documentos/${file}`);
      expect(response.status, `${name} ${file}`).toBe(200);
      expect(response.headers.get('content-security-policy'), `${name} ${file}`).toBe(SANDBOX);
      expect(response.headers.get('x-content-type-options'), `${name} ${file}`).toBe('nosniff');
      expect(response.headers.get('content-disposition'), `${name} ${file}`).toBe('attachment');
    }
  }
});

test('a page, a script or an SVG put there by hand never runs on the site’s origin', async ({ page }) => {
  for (const [name, base] of hosts()) {
    for (const file of ['pagina.html', 'selo.svg']) {
      // A download, not a page: nothing of it is drawn or run.
      const download = page.waitForEvent('download');
      await page.goto(`${base}/documentos/${file}`).catch(() => undefined);
      expect((await download).suggestedFilename(), `${name} ${file}`).toBe(file);
    }
    await page.goto(`${base}/`);
    expect(await page.evaluate((mark) => localStorage.getItem(mark), MARK), name).toBeNull();
  }
});
