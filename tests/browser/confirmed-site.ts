/**
 * One production build of the site with content edited, shared by the test files that need it: the
 * office's data confirmed, for what only confirmed data does (the contact form opening the department's
 * chat, the social-network links in the footer), and a week with Saturday hours and a plantão
 * (tests/browser/office-status.spec.ts). Built once per test run from a scratch copy of the project by
 * the first worker that asks; each worker serves it like dist/ with scripts/serve.mjs on its own port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCopy, scratchCopy } from '../../src/node/bench/scratch-site';
import { SERVICE_WORKER_URL } from '../../src/shared/offline';

const ROOT = process.cwd();

/** Social profiles the confirmed office lists (the shipped samples list none). */
export const CONFIRMED_SOCIAL = [
  { nome: 'Instagram', url: 'https://www.instagram.com/cartorio-teste' },
  { nome: 'Facebook', url: 'https://www.facebook.com/cartorio-teste' },
];

/** The edited site's weekly hours (Saturday morning added) and its plantão line. */
export const SATURDAY = 'Segunda a sexta-feira, das 8h às 16h; sábado, das 8h às 12h';
export const PLANTAO = 'Registro de óbito aos domingos e feriados: plantão pelo telefone (96) 99999-0000.';
const WEEKDAYS = '          fecha: "16:00"\n';

/**
 * content/office.yml with the departments confirmed (no longer in `amostra`), two social profiles,
 * Saturday morning hours and a plantão.
 */
function editOffice(text: string): string {
  const social = CONFIRMED_SOCIAL.map((s) => `  - nome: "${s.nome}"\n    url: "${s.url}"`).join('\n');
  const edited = text
    .replace(/^ {2}- departamentos\n/m, '')
    .replace(/^redesSociais: \[\]$/m, `redesSociais:\n${social}`)
    .replace(WEEKDAYS, `${WEEKDAYS}    - dias: [sabado]\n      intervalos:\n        - abre: "08:00"\n          fecha: "12:00"\n`)
    .replace(/^( {2}observacao: ).*$/m, `$1"Fechado aos domingos e feriados."\n  plantao: "${PLANTAO}"`);
  const applied = [/^ {2}- departamentos$/m.test(text) && !/^ {2}- departamentos$/m.test(edited), edited.includes('cartorio-teste'), edited.includes('[sabado]'), edited.includes('plantao:')];
  if (applied.includes(false)) throw new Error('content/office.yml changed shape: update tests/browser/confirmed-site.ts');
  return edited;
}

export interface ConfirmedSite {
  baseURL: string;
  stop: () => void;
}

/** The run's one build folder (TEST_RUN_ID is set once by playwright.config.ts and inherited by the workers). */
const buildRoot = () => path.join(os.tmpdir(), `cartorio-edited-site-${process.env.TEST_RUN_ID ?? process.pid}`);
/** How long a worker waits for another worker's build: a minute or more beside other builds. */
const BUILD_WAIT_MS = 170_000;

/**
 * The edited site's built folder: built here when no other worker has started it, else awaited. The
 * run's folder holds `done` (the path of the scratch copy holding the build) or `failed` (the report).
 */
async function editedBuild(): Promise<string> {
  const root = buildRoot();
  const done = path.join(root, 'done');
  const failed = path.join(root, 'failed');
  const built = () => path.join(fs.readFileSync(done, 'utf8'), 'dist-edited-site');
  let mine = true;
  try {
    fs.mkdirSync(root);
  } catch {
    mine = false;
  }
  if (mine) {
    const dir = scratchCopy('edited-site-');
    try {
      fs.writeFileSync(path.join(dir, 'content/office.yml'), editOffice(fs.readFileSync(path.join(dir, 'content/office.yml'), 'utf8')));
      // Offline reading is tested on dist/ (offline.spec.ts): this build skips the service worker, and an
      // empty worker stands in for the pages to register.
      buildCopy(dir, 'edited-site', { SITE_OUT_DIR: 'dist-edited-site', SITE_SKIP_SERVICE_WORKER: '1', SITE_SKIP_ADMIN: '1' });
      fs.writeFileSync(path.join(dir, 'dist-edited-site', SERVICE_WORKER_URL.slice(1)), '');
    } catch (error) {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.writeFileSync(failed, String((error as Error).message));
      throw error;
    }
    fs.writeFileSync(done, dir);
    return built();
  }
  for (const started = Date.now(); Date.now() - started < BUILD_WAIT_MS; await new Promise((r) => setTimeout(r, 250))) {
    if (fs.existsSync(done)) return built();
    if (fs.existsSync(failed)) throw new Error(fs.readFileSync(failed, 'utf8'));
  }
  throw new Error('the edited site was not built in time by another worker');
}

/** Removes the run's edited build and its scratch copy (playwright.config.ts's global teardown). */
export function removeEditedBuild(): void {
  const done = path.join(buildRoot(), 'done');
  if (fs.existsSync(done)) fs.rmSync(fs.readFileSync(done, 'utf8'), { recursive: true, force: true });
  fs.rmSync(buildRoot(), { recursive: true, force: true });
}

/** The edited site (confirmed office data, Saturday hours) served like dist/ on `port`. */
export async function startConfirmedSite(port: number): Promise<ConfirmedSite> {
  const out = await editedBuild();
  const server: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs')], {
    stdio: 'ignore', env: { ...process.env, PORT: String(port), SITE_DIR: out },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = () => void server.kill();
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${baseURL}/`).then((r) => r.ok, () => false)) return { baseURL, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error('the edited site did not start');
}
