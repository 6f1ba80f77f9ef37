#!/usr/bin/env node
// `npm run review -- [rev] [--html file]`: how the text a reader sees changed, route by route, between a
// git revision (default HEAD) and the working tree. Exits non-zero only when it cannot answer.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXTRACT_VERSION, compareSites, extractText, groupSharedHunks, parseDataDiff } from '../src/node/review/review-diff.mjs';
import { formatHtml, formatText } from '../src/node/review/review-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Inside node_modules: ignored by git, shared with the worktree, wiped with a fresh install.
const cacheRoot = path.join(root, 'node_modules/.cache/review');
const CACHE_KEEP = 20;
const WORKING_TREE = 'a cópia de trabalho';

const USAGE = `Uso: npm run review -- [revisão] [--html relatorio.html]

Gera o site na revisão do git indicada (padrão: HEAD) e na cópia de trabalho (com as mudanças
ainda não salvas no git) e mostra, página por página, o texto que o leitor vê e que mudou:
[-texto removido-]{+texto acrescentado+}. Lista também as páginas novas e as removidas.

  revisão          commit, branch ou tag (ex.: HEAD, HEAD~3, main, a1b2c3d)
  --html arquivo   grava também um relatório em HTML, para abrir no navegador
  -h, --help       mostra esta ajuda

O texto de cada revisão fica guardado em node_modules/.cache/review/: a segunda comparação com
a mesma revisão só gera de novo a cópia de trabalho.`;

/** Already worded for the person running the command: printed without a stack trace. */
class ReviewError extends Error {}

function parseArgs(argv) {
  const options = { rev: 'HEAD', html: null, help: false };
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '-h' || arg === '--help') options.help = true;
    else if (arg === '--html') {
      if (!argv[i + 1] || argv[i + 1].startsWith('-')) throw new ReviewError('falta o nome do arquivo depois de --html.');
      options.html = argv[++i];
    } else if (arg.startsWith('--html=')) options.html = arg.slice('--html='.length);
    else if (arg.startsWith('-')) throw new ReviewError(`opção desconhecida: ${arg}\n\n${USAGE}`);
    else positional.push(arg);
  }
  if (positional.length > 1) throw new ReviewError(`indique uma revisão só (recebi: ${positional.join(' ')}).\n\n${USAGE}`);
  if (positional.length) options.rev = positional[0];
  return options;
}

function git(args) {
  return spawnSync('git', args, { cwd: root, encoding: 'utf8' });
}

function resolveRev(rev) {
  if (git(['rev-parse', '--git-dir']).status !== 0) {
    throw new ReviewError(`a pasta ${root} não é um repositório git: não há revisão para comparar.`);
  }
  const result = git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);
  if (result.status !== 0) {
    throw new ReviewError(`a revisão "${rev}" não existe neste repositório. Confira o nome do commit, branch ou tag (ex.: HEAD, HEAD~1, main).`);
  }
  const hash = result.stdout.trim();
  const short = git(['rev-parse', '--short', hash]).stdout.trim() || hash.slice(0, 7);
  return { hash, short, label: rev === short ? short : `${rev} (${short})` };
}

// Everything to undo at the end, also after a failure or Ctrl+C.
const cleanups = [];
let runningBuild = null;

function cleanUp() {
  for (const undo of cleanups.splice(0).reverse()) {
    try {
      undo();
    } catch {
      // Keep undoing the rest: a leftover temp folder must not hide a leftover worktree.
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    runningBuild?.kill(signal);
    cleanUp();
    process.stderr.write('\nInterrompido: cópia temporária e pastas de trabalho removidas.\n');
    process.exit(130);
  });
}

const seconds = (ms) => (ms / 1000).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const progress = (line) => process.stderr.write(`${line}\n`);

/**
 * Its output is shown only if it fails. The build's prerender cache is named after `outDir` and shared
 * through the symlink, so it is removed here whatever happens.
 */
function runBuild(cwd, outDir, failure) {
  cleanups.push(() => fs.rmSync(path.join(cwd, 'node_modules/.cache/prerender', path.basename(outDir)), { recursive: true, force: true }));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], {
      cwd,
      // Only the pages' text is compared: no service worker, no staff editor.
      env: { ...process.env, SITE_OUT_DIR: outDir, FORCE_COLOR: '0', SITE_SKIP_SERVICE_WORKER: '1', SITE_SKIP_ADMIN: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    runningBuild = child;
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => reject(new ReviewError(`${failure}\n${error.message}`)));
    child.on('close', (code) => {
      runningBuild = null;
      if (code === 0) resolve();
      else reject(new ReviewError(`${failure}\nSaída do build:\n\n${output.trim()}`));
    });
  });
}

/** `<route>/index.html` and 404.html. */
function readSite(dir) {
  const pages = {};
  const visit = (folder, route) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory() && !(route === '' && ['assets', 'admin'].includes(entry.name))) visit(path.join(folder, entry.name), `${route}/${entry.name}`);
      else if (entry.name === 'index.html') pages[route || '/'] = extractText(fs.readFileSync(path.join(folder, entry.name), 'utf8'));
    }
  };
  visit(dir, '');
  const notFound = path.join(dir, '404.html');
  if (fs.existsSync(notFound)) pages['/404.html'] = extractText(fs.readFileSync(notFound, 'utf8'));
  return pages;
}

function makeTempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartorio-review-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// Output folders get the run's unique temp name: the build names its prerender cache after them.
const outDirFor = (tmp, side) => path.join(tmp, `${path.basename(tmp)}-${side}`);

const cacheFile = (hash) => path.join(cacheRoot, hash, 'pages.json');

function readCache(hash) {
  try {
    const cached = JSON.parse(fs.readFileSync(cacheFile(hash), 'utf8'));
    if (cached.version !== EXTRACT_VERSION || cached.commit !== hash) return null;
    const now = new Date();
    fs.utimesSync(path.dirname(cacheFile(hash)), now, now); // recently used: pruned last
    return cached.pages;
  } catch {
    return null;
  }
}

/** Write then rename, so a stopped run leaves no half file; keeps the last used few. */
function writeCache(hash, pages) {
  const file = cacheFile(hash);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.${process.pid}`, JSON.stringify({ version: EXTRACT_VERSION, commit: hash, pages }));
  fs.renameSync(`${file}.${process.pid}`, file);
  const entries = fs.readdirSync(cacheRoot).map((name) => ({
    name,
    time: fs.statSync(path.join(cacheRoot, name), { throwIfNoEntry: false })?.mtimeMs ?? 0,
  }));
  for (const { name } of entries.sort((a, b) => b.time - a.time).slice(CACHE_KEEP)) {
    fs.rmSync(path.join(cacheRoot, name), { recursive: true, force: true });
  }
}

/** No install, and the same package versions on both sides. */
function linkNodeModules(worktree) {
  const link = path.join(worktree, 'node_modules');
  // A symlink committed by mistake (`node_modules/` in .gitignore matches folders only) is replaced.
  if (fs.lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) fs.rmSync(link);
  if (!fs.existsSync(link)) fs.symlinkSync(path.join(root, 'node_modules'), link, 'dir');
}

async function buildRevision({ hash, label }, tmp) {
  const worktree = path.join(tmp, 'worktree');
  const added = git(['worktree', 'add', '--detach', worktree, hash]);
  if (added.status !== 0) {
    git(['worktree', 'prune']);
    throw new ReviewError(`não foi possível criar uma cópia de ${label} com git worktree:\n${added.stderr.trim()}`);
  }
  cleanups.push(() => {
    if (git(['worktree', 'remove', '--force', worktree]).status !== 0) git(['worktree', 'prune']);
  });
  linkNodeModules(worktree);
  const out = outDirFor(tmp, 'rev');
  await runBuild(worktree, out, `o site não pôde ser gerado em ${label}.`);
  return readSite(out);
}

async function revisionPages(rev, tmp) {
  const cached = readCache(rev.hash);
  if (cached) {
    progress(`Usando o texto de ${rev.label} gerado numa execução anterior, guardado em node_modules/.cache/review/.`);
    return cached;
  }
  progress(`Gerando o site em ${rev.label}…`);
  const started = performance.now();
  const pages = await buildRevision(rev, tmp);
  writeCache(rev.hash, pages);
  progress(`  pronto em ${seconds(performance.now() - started)} s.`);
  return pages;
}

async function workingTreePages(tmp) {
  progress('Gerando o site da cópia de trabalho…');
  const started = performance.now();
  const out = outDirFor(tmp, 'wt');
  await runBuild(root, out, 'o site da cópia de trabalho não pôde ser gerado.');
  const pages = readSite(out);
  progress(`  pronto em ${seconds(performance.now() - started)} s.`);
  return pages;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const rev = resolveRev(options.rev);
  const tmp = makeTempDir();
  const oldPages = await revisionPages(rev, tmp);
  const newPages = await workingTreePages(tmp);
  const diff = git(['diff', '-U0', '--no-color', '--no-ext-diff', rev.hash, '--', 'content/*.yml', 'content/**/*.yml']);
  const result = { ...groupSharedHunks(compareSites(oldPages, newPages), Object.keys(newPages).length), data: parseDataDiff(diff.stdout ?? '') };
  const labels = { oldLabel: rev.label, newLabel: WORKING_TREE };
  const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
  process.stdout.write(`\n${formatText(result, { ...labels, color })}`);
  if (options.html) {
    // npm runs scripts from the package folder; a relative path means the caller's folder.
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), options.html);
    fs.writeFileSync(file, formatHtml(result, labels));
    progress(`\nRelatório HTML salvo em ${file}`);
  }
}

try {
  await main();
} catch (error) {
  const message = error instanceof ReviewError ? `Erro: ${error.message}` : `Erro inesperado: ${error?.stack ?? error}`;
  process.stderr.write(`\n${message}\n`);
  process.exitCode = 1;
} finally {
  cleanUp();
}
