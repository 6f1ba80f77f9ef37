/**
 * What the editor's browser specs share: `npm run editor` started on a scratch copy, one editor tab kept
 * open per spec file (sharedEditorPage), opening an entry by its #route, publishing, and screenshots.
 * Each spec file starts its own editor on its own ports, so the files run side by side.
 */
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { scratchCopy } from '../../src/node/bench/scratch-site';

const ROOT = process.cwd();
/** The build the browser tests serve (playwright.config.ts). */
const BUILT_SITE = path.join(ROOT, process.env.SITE_DIR ?? 'dist');

/**
 * One editor page for the file's serial tests, as a staff member keeps one tab open: /admin/ takes
 * seconds to load, so each test moves to its entry by
 * the address's #route (open() below) instead of loading the editor again. Decap asks before leaving an
 * entry with unsaved changes (yes: a test leaves it) and offers the unsaved copy it kept when the entry is
 * opened again (no: each test starts from the file).
 */
export function sharedEditorPage() {
  let shared: BrowserContext | undefined;
  let editorPage: Page | undefined;
  const test = base.extend<{ page: Page }>({
    page: async ({ browser }, use) => {
      shared ??= await browser.newContext();
      if (!editorPage || editorPage.isClosed()) {
        editorPage = await shared.newPage();
        editorPage.on('dialog', (dialog) => void (dialog.message().startsWith(RESTORE_BACKUP) ? dialog.dismiss() : dialog.accept()));
      }
      await use(editorPage);
    },
  });
  base.afterAll(async () => {
    await shared?.close();
    shared = undefined;
  });
  return test;
}
const RESTORE_BACKUP = 'Um backup local foi recuperado';


/** How long the editor may take to start under the test load (10 s proved too short once, in a fresh-clone run on a 2-core machine). */
const EDITOR_START_MS = 40_000;
/** How long its first page may take: Decap's 5 MB app (and, from the source, the dev server's first transforms), while the unit tests start beside it. */
export const EDITOR_FIRST_LOAD_MS = 40_000;

/**
 * `npm run editor` in a scratch copy of the project (src/node/bench/scratch-site.ts), or in `project`, a
 * copy already made, so the live preview beside it renders the copy's content as saves land (`env`: e.g.
 * CMS_MODE=git, CMS_REPO_DIR); resolves once it printed its address.
 */
export async function startEditor(
  port: number, fileServerPort: number, env: Record<string, string> = {}, project?: string,
): Promise<{ dir: string; editor: ChildProcess; output: () => string }> {
  const scratch = project ?? scratchCopy('editor-');
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/editor.mjs')], {
    cwd: scratch,
    // /admin/ as the build under test made it, the bundle staff open on the live site; `env` may set
    // EDITOR_BUILT_DIR to '' for the source through the dev server.
    env: { ...process.env, EDITOR_PORT: String(port), CMS_PROXY_PORT: String(fileServerPort), EDITOR_BUILT_DIR: BUILT_SITE, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  // Until it prints its address, stops, or EDITOR_START_MS pass: starting Vite and decap-server takes
  // seconds on an idle machine, and several times that while the other test workers load the CPU.
  await new Promise<void>((started) => {
    const timer = setTimeout(started, EDITOR_START_MS);
    const done = () => { clearTimeout(timer); started(); };
    const read = (chunk: Buffer) => { log += chunk; if (log.includes('/admin/')) done(); };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', done);
  });
  // A failed start must not leave its servers holding the ports for the next run (nor a copy it made).
  if (!log.includes(`http://127.0.0.1:${port}/admin/`)) await stopEditor(child, project ? '' : scratch);
  expect(log, 'npm run editor prints the address to open').toContain(`http://127.0.0.1:${port}/admin/`);
  return { dir: scratch, editor: child, output: () => log };
}

/** Stops the editor (which stops its decap-server) and removes the scratch folder once nothing writes there. */
export async function stopEditor(child: ChildProcess | undefined, folder: string): Promise<void> {
  if (child && child.exitCode === null) await new Promise((done) => { child.once('exit', done); child.kill(); });
  if (folder) fs.rmSync(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}

/**
 * With EDITOR_SCREENSHOTS=1, the editor as it shows now, at 1280 px, into docs/editor/<name>-1280.png (the
 * pictures the architecture notes point to); otherwise nothing is written.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.EDITOR_SCREENSHOTS) return;
  await page.setViewportSize({ width: 1280, height: 800 });
  // Decap's notices (e.g. "Publicado") would cover the preview: hidden, not removed, so later ones still show.
  await page.locator('.Toastify__toast').evaluateAll((notices) => notices.forEach((n) => { (n as HTMLElement).style.visibility = 'hidden'; }));
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(ROOT, 'docs/editor', `${name}-1280.png`) });
}

/**
 * Opens the editor at `hash` (an entry, a collection, '' for the start). The first time on `base` it loads
 * and signs in ("Entrar": local mode needs no account); later it only changes the route, through the
 * start so that an entry opened twice in a row is read from its file again.
 */
export async function open(page: Page, hash: string, base: string): Promise<void> {
  if (!page.url().startsWith(`${base}/admin/`)) {
    await page.goto(`${base}/admin/${hash}`);
    await page.getByRole('button', { name: 'Entrar' }).click();
    return;
  }
  await page.goto(`${base}/admin/#/`);
  // As long as the first start allows (below): under a full test run the 5 MB app can stall past 5 s.
  await expect(page.getByRole('heading', { name: 'Coleções' })).toBeVisible({ timeout: 15_000 });
  await page.goto(`${base}/admin/${hash}`);
}

export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByText('Publicar agora').click();
}

