// The peer `npm run bench` measures first paint against: Starlight with its defaults, each page holding
// the site's own built <main>, so both sites differ only in how they deliver the same content.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const TEMPLATE = 'bench/starlight-peer';
const TEMPLATE_FILES = ['package.json', 'package-lock.json', 'astro.config.mjs', 'src/content.config.mjs'];

const ENTITIES = { amp: '&', quot: '"', lt: '<', gt: '>', nbsp: ' ', '#39': "'", '#x27': "'" };
const decode = (text) => text.replace(/&(amp|quot|lt|gt|nbsp|#39|#x27);/g, (_, name) => ENTITIES[name]);

/**
 * A Starlight page from one of the site's built pages: <main> without its <h1> (Starlight draws the
 * title), icons or scripts, on one line so Markdown keeps it as a single HTML block.
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

/** Returns the folder to serve; its packages are installed again only when the lockfile changes. */
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
