#!/usr/bin/env node
// `npm run screenshots [-- /route …]`: full-page and first-screen pictures of the built site on a 375 × 812
// phone (default: the five reference pages), from SITE_DIR (dist/) into SCREENSHOTS_DIR (.bench/screenshots/).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const siteDir = process.env.SITE_DIR ?? 'dist';
const outDir = path.resolve(process.env.SCREENSHOTS_DIR ?? '.bench/screenshots');
const port = Number(process.env.PORT ?? 4390);
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/servicos/escrituras', '/emolumentos', '/contato', '/rota-que-nao-existe'];

const server = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port), SITE_DIR: siteDir }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => server.stdout.once('data', resolve));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, locale: 'pt-BR' });
  fs.mkdirSync(outDir, { recursive: true });
  for (const route of routes) {
    await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
    const name = route === '/' ? 'inicio' : route.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-');
    await page.screenshot({ path: path.join(outDir, `${name}-primeira-tela.png`) });
    await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true });
    console.log(`${route} → ${path.relative(process.cwd(), outDir)}/${name}-primeira-tela.png, ${name}.png`);
  }
} finally {
  await browser.close();
  server.kill();
}
