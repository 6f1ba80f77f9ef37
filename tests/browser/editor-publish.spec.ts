/**
 * The end of the staff journey, in an editor of its own (so it runs beside editor.spec.ts): from the demo
 * content, every sample mark confirmed through /admin/ alone, the "Pronto para publicar?" view empty, and
 * the publishing build passing on the files the editor wrote.
 */
import { expect, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildCopy } from '../../src/node/bench/scratch-site';
import { confirmSample, type SampleItem } from '../../src/node/bench/editor-forms';
import { loadContent } from '../../src/node/content/load';
import { PORTS } from './ports';
import { EDITOR_FIRST_LOAD_MS, open as openEditor, publish, screenshot, sharedEditorPage, startEditor, stopEditor } from './editor-harness';

const test = sharedEditorPage();
test.describe.configure({ mode: 'serial' });

const BASE = `http://127.0.0.1:${PORTS.editorPublish}`;
const OFFICE = 'content/office.yml';
let dir = '';
let editor: ChildProcess | undefined;

test.beforeAll(async () => {
  // Copying the project and starting the editor, under load: past the 60 s a test gets, on a slow machine.
  test.setTimeout(120_000);
  ({ dir, editor } = await startEditor(PORTS.editorPublish, PORTS.editorPublishFileServer));
});

test.afterAll(() => stopEditor(editor, dir));

const readScratch = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
const open = (page: Page, hash: string) => openEditor(page, hash, BASE);

test('from the demo content, everything is confirmed through /admin/ alone, and the publishing build passes', async ({ page }) => {
  test.setTimeout(300_000);
  const samples = async () => (await (await fetch(`${BASE}/admin/amostras.json`, { cache: 'no-store' })).json()) as SampleItem[];
  const todo = await samples();
  expect(todo.length).toBeGreaterThan(10);
  // Signed in already, or signing in on the first visit.
  await page.goto(`${BASE}/admin/#/`);
  const signIn = page.getByRole('button', { name: 'Entrar' });
  await expect(signIn.or(page.getByRole('heading', { name: 'Coleções' }))).toBeVisible({ timeout: EDITOR_FIRST_LOAD_MS });
  if (await signIn.isVisible()) await signIn.click();
  await page.getByText(/^Pronto para publicar\? Ainda não: \d+ itens de exemplo a confirmar$/).click({ timeout: 15_000 });
  await expect(page.locator('#amostras li')).toHaveCount(todo.length);
  await screenshot(page, 'pronto-para-publicar');
  for (const item of todo) {
    const before = readScratch(item.file);
    await open(page, item.href);
    await expect(page.getByRole('link', { name: /^← Escrevendo na coleção/ })).toBeVisible({ timeout: 15_000 });
    await confirmSample(page, item, OFFICE);
    await publish(page);
    await expect.poll(() => readScratch(item.file) !== before, { timeout: 15_000, message: item.file }).toBe(true);
  }
  expect(readScratch(OFFICE)).toMatch(/^amostra: false$/m);
  expect(loadContent(dir).errors).toEqual([]);
  expect(await samples()).toEqual([]);
  // The one view says so, in the editor's own words.
  await open(page, '');
  await expect(page.locator('#amostras')).toHaveText('Pronto para publicar: nenhum dado de exemplo', { timeout: 15_000 });
  // And the publishing build, on the files the editor wrote.
  const out = 'dist-publicado';
  try {
    buildCopy(dir, 'publishing', { SITE_PUBLICAR: '1', SITE_OUT_DIR: out, SITE_SKIP_SERVICE_WORKER: '1', SITE_SKIP_ADMIN: '1' });
    const home = fs.readFileSync(path.join(dir, out, 'index.html'), 'utf8');
    expect(home).not.toContain('Site de demonstração');
  } finally {
    fs.rmSync(path.join(dir, out), { recursive: true, force: true });
  }
});
