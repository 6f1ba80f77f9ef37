// The peer `npm run bench` measures first paint against: Starlight, with its defaults, building the same
// pages as the site. The project lives in bench/starlight-peer/ (versions pinned by its lockfile) and is
// built in .bench/starlight-peer/; each page's text is the site's own built <main>, so both sites show
// the same content and differ only in how they deliver it.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const TEMPLATE = 'bench/starlight-peer';
const TEMPLATE_FILES = ['package.json', 'package-lock.json', 'astro.config.mjs', 'src/content.config.mjs'];

const ENTITIES = { amp: '&', quot: '"', lt: '<', gt: '>', nbsp: ' ', '#39': "'", '#x27': "'" };
const decode = (text) => text.replace(/&(amp|quot|lt|gt|nbsp|#39|#x27);/g, (_, name) => ENTITIES[name]);

/**
 * A Starlight page (Markdown holding HTML) from one of the site's built pages: the <main> content
 * without its <h1> (Starlight draws the title), icons (the site's sprite is not there) or scripts, on
 * one line so that Markdown keeps it as a single HTML block.
 */
export function peerPage(html) {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];
  if (!main) throw new Error('página sem <main>');
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main);
  const title = decode((h1?.[1] ?? 'Cartório').replace(/<[^>]+>/g, '')).trim();
  const body = main
    .replace(h1?.[0] ?? '', '')
    .replace(/<(svg|script|template)\b[\s\S]*?<\/\1>/g, '')
    .replace(/\s*\n\s*/g, ' ');
  return `---\ntitle: ${JSON.stringify(title)}\n---\n\n<div>${body}</div>\n`;
}

const docPath = (route) => (route === '/' ? 'index.md' : `${route.slice(1)}.md`);

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 << 20, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} falhou em ${cwd}:\n${result.stdout}${result.stderr}`);
}

/**
 * Builds the peer of the site's built pages (`pages`: each route with its HTML) and returns the folder
 * to serve. Its packages are installed from npm once (again only when the lockfile changes).
 */
export function buildStarlightPeer(pages, workDir = '.bench/starlight-peer') {
  for (const file of TEMPLATE_FILES) {
    fs.mkdirSync(path.dirname(path.join(workDir, file)), { recursive: true });
    fs.copyFileSync(path.join(TEMPLATE, file), path.join(workDir, file));
  }
  const lock = crypto.createHash('sha256').update(fs.readFileSync(path.join(TEMPLATE, 'package-lock.json'))).digest('hex');
  const installed = path.join(workDir, 'node_modules/.lock-sha256');
  if (!fs.existsSync(installed) || fs.readFileSync(installed, 'utf8') !== lock) {
    run('npm', ['ci', '--no-audit', '--no-fund'], workDir);
    fs.writeFileSync(installed, lock);
  }
  const docs = path.join(workDir, 'src/content/docs');
  fs.rmSync(docs, { recursive: true, force: true });
  for (const { route, html } of pages) {
    const file = path.join(docs, docPath(route));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, peerPage(html));
  }
  run(process.execPath, ['node_modules/astro/astro.js', 'build'], workDir);
  return path.join(workDir, 'dist');
}
