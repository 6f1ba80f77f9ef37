/**
 * The editors' live preview (`npm run dev`), on a scratch copy of the project: a change to a shared
 * fact shows on the open page and on another open page that uses it, with no reload by hand (and no
 * phantom mistake while the editor's save empties the file for a moment); a
 * mistake shows the editor's report in Portuguese, and fixing it brings the page back.
 */
import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { scratchCopy } from '../../src/node/bench/scratch-site';
import { CONTENT_EVENT } from '../../src/shared/content-event';
import { PORTS } from './ports';

const ROOT = process.cwd();
const PORT = PORTS.devPreview;
const BASE = `http://127.0.0.1:${PORT}`;
/** The deadlines' numbers: the facts {{fatos.prazoEscrituraSimples}} and the others are written from them. */
const FACTS = 'content/prazos.yml';
// The preview shows a change in well under two seconds on this machine; the tests allow more so they
// do not fail on a busy machine (speed is not what they check).
const LIVE = { timeout: 10_000 };

let dir = '';
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dir = scratchCopy('dev-preview-');
  server = spawn(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
    cwd: dir, stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${BASE}/`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the dev server did not start');
});

test.afterAll(() => {
  server?.kill();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Saves the way many editors do: the file is emptied first, then written a moment later. */
async function editFacts(edit: (text: string) => string): Promise<void> {
  const file = path.join(dir, FACTS);
  const text = edit(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, '');
  await new Promise((r) => setTimeout(r, 20));
  fs.writeFileSync(file, text);
}

async function openPage(page: Page, route: string): Promise<void> {
  await page.goto(`${BASE}${route}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

test('a shared fact changed in its YAML file shows on the open page and on another page, without reloading by hand', async ({ browser }) => {
  const context = await browser.newContext();
  const service = await context.newPage();
  const faq = await context.newPage();
  // What the dev server tells the open page: a mistake would come with a report.
  const messages: string[] = [];
  service.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => messages.push(String(payload))));
  await openPage(service, '/servicos/escrituras');
  await openPage(faq, '/duvidas');
  await expect(service.locator('main')).toContainText('3 a 5 dias úteis');
  await expect(faq.locator('main')).toContainText('3 a 5 dias úteis');

  await editFacts((t) => t.replace('fato: prazoEscrituraSimples\n        de: 3\n        ate: 5\n', 'fato: prazoEscrituraSimples\n        de: 4\n        ate: 6\n'));
  await expect(service.locator('main')).toContainText('4 a 6 dias úteis', LIVE);
  await expect(faq.locator('main')).toContainText('4 a 6 dias úteis', LIVE);
  await expect(service.locator('main')).not.toContainText('3 a 5 dias úteis');
  // The moment the file was empty is not reported as a mistake.
  const events = messages.filter((m) => m.includes(`"event":"${CONTENT_EVENT}"`));
  expect(events.length).toBeGreaterThan(0);
  expect(events.filter((m) => m.includes('"report"'))).toEqual([]);
  await context.close();
});

test('a mistake shows the Portuguese report with file and line; fixing it brings the page back', async ({ page }) => {
  await openPage(page, '/servicos/escrituras');
  const page2 = 'content/paginas/servicos/escrituras.mdx';
  const file = path.join(dir, page2);
  const original = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, `${original}\n<Aviso>\n\nTexto sem fechar.\n`);
  // Vite's overlay on the open page, and the report on any page loaded meanwhile.
  await expect(page.locator('vite-error-overlay')).toBeAttached(LIVE);
  await page.reload();
  await expect(page.locator('h1')).toHaveText('O conteúdo tem um erro');
  await expect(page.locator('pre')).toContainText(`✗ ${page2}, linha`);
  await expect(page.locator('pre')).toContainText('Como corrigir:');

  fs.writeFileSync(file, original);
  await expect(page.locator('main h1')).toHaveText('Escrituras Públicas', LIVE);
});

test('a broken office.yml: the preview shows its one Portuguese message, no stack trace, and comes back once fixed', async ({ page }) => {
  await openPage(page, '/contato');
  const file = path.join(dir, 'content/office.yml');
  const original = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, original.replace(/^telefone: "\d+"$/m, 'telefone: "(96) 3223-4567"'));
  const report = page.locator('pre');
  await expect(async () => {
    await page.reload();
    await expect(page.locator('h1')).toHaveText('O conteúdo tem um erro', { timeout: 1000 });
    await expect(report).toContainText('Como corrigir: telefone: "559632220000"', { timeout: 1000 });
  }).toPass(LIVE);
  await expect(report).toContainText('✗ content/office.yml, linha');
  // One mistake, one message: nothing about the files that read the office data.
  expect((await report.innerText()).match(/✗/g)).toHaveLength(1);
  await expect(page.locator('body')).not.toContainText(/TypeError|fusoHorario|\n\s+at /);

  fs.writeFileSync(file, original);
  await expect(async () => {
    await page.reload();
    await expect(page.locator('main h1')).toHaveText('Contato', { timeout: 1000 });
  }).toPass(LIVE);
});
