#!/usr/bin/env node
// `npm run bench`: build time, per-route sizes (HTML, and the JS and CSS each route loads before any
// interaction, raw and gzip), the home page's initial JavaScript, and Lighthouse scores (mobile
// defaults) per audited route, printed as tables. It reports; it never fails on speed.
//
//   SITE_OUT_DIR=/tmp/x npm run bench   builds into /tmp/x (default: SITE_DIR, else .bench/site)
//   npm run bench -- --no-build         measures SITE_DIR (or dist/) as it is
//   npm run bench -- --runs=3           Lighthouse runs per route (median shown; default 1)
//   npm run bench -- --no-lighthouse    sizes only
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { findNginx, startNginx } from './nginx-local.mjs';

const args = new Set(process.argv.slice(2));
const runs = Number([...args].find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 1);
const siteDir = path.resolve(process.env.SITE_OUT_DIR ?? process.env.SITE_DIR ?? (args.has('--no-build') ? 'dist' : '.bench/site'));
const AUDITED = ['/', '/servicos/escrituras', '/duvidas', '/contato', '/emolumentos'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const BUDGETS = { homeJs: 100_000, css: 30_000, html: 60_000 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const kb = (bytes) => (bytes / 1000).toFixed(1);
const gzip = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

function table(title, head, rows) {
  const all = [head, ...rows].map((r) => r.map(String));
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${title}\n${line(all[0])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  all.slice(1).forEach((r) => console.log(line(r)));
}

// 1. Build ----------------------------------------------------------------------------------------
if (!args.has('--no-build')) {
  const started = performance.now();
  const build = spawnSync('node', ['scripts/build.mjs'], { env: { ...process.env, SITE_OUT_DIR: siteDir }, encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr, '\nA build falhou: nada para medir.');
    process.exit(1);
  }
  table('Build', ['step', 'seconds'], [[`node scripts/build.mjs → ${path.relative(process.cwd(), siteDir) || siteDir}`, seconds.toFixed(1)]]);
}
if (!fs.existsSync(path.join(siteDir, 'sitemap.xml'))) {
  console.error(`Não há site gerado em ${siteDir}.`);
  process.exit(1);
}

// 2. Sizes ----------------------------------------------------------------------------------------
const read = (p) => fs.readFileSync(path.join(siteDir, p));
const routes = [...read('sitemap.xml').toString().matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
const routeFile = (route) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

function initial(html) {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const js = [];
  const css = [];
  for (const tag of tags) {
    if (tag.startsWith('<script') && attr(tag, 'src')) js.push(attr(tag, 'src'));
    else if (attr(tag, 'rel') === 'modulepreload') js.push(attr(tag, 'href'));
    else if (attr(tag, 'rel') === 'stylesheet') css.push(attr(tag, 'href'));
  }
  // Static imports load before the app runs; dynamic import() (other pages, search) does not.
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = read(file).toString();
    for (const m of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(file), m[1]));
    }
  };
  js.forEach(visit);
  return { js: [...seen], css: [...new Set(css)] };
}

const sizes = (files) => files.reduce((acc, f) => {
  const buffer = read(f);
  return { raw: acc.raw + buffer.length, gz: acc.gz + gzip(buffer) };
}, { raw: 0, gz: 0 });

const rows = [];
for (const route of [...routes, '/404.html']) {
  const file = route === '/404.html' ? '404.html' : routeFile(route);
  const html = read(file);
  const { js, css } = initial(html.toString());
  const j = sizes(js);
  const c = sizes(css);
  const flag = (v, budget) => (v > budget ? ' !' : '');
  rows.push([route, kb(html.length), kb(gzip(html)) + flag(gzip(html), BUDGETS.html), js.length, kb(j.raw), kb(j.gz), kb(c.raw), kb(c.gz) + flag(c.gz, BUDGETS.css)]);
}
table(
  `Tamanhos por rota (KB = 1000 bytes; JS e CSS = o que a rota carrega antes de qualquer interação; "!" = acima do orçamento: HTML ${kb(BUDGETS.html)}, CSS ${kb(BUDGETS.css)} gzip)`,
  ['route', 'HTML', 'HTML gz', 'JS files', 'JS', 'JS gz', 'CSS', 'CSS gz'],
  rows,
);

const home = initial(read('index.html').toString());
const homeRows = home.js.map((f) => { const b = read(f); return [f, kb(b.length), kb(gzip(b))]; });
const homeTotal = sizes(home.js);
homeRows.push(['total', kb(homeTotal.raw), kb(homeTotal.gz)]);
table(`JavaScript inicial da página inicial (orçamento ${kb(BUDGETS.homeJs)} KB gzip: ${homeTotal.gz <= BUDGETS.homeJs ? 'dentro' : 'ACIMA'})`, ['file', 'KB', 'KB gz'], homeRows);

// 3. Lighthouse ----------------------------------------------------------------------------------
if (args.has('--no-lighthouse')) process.exit(0);

/** Fallback when nginx is missing: a static server with gzip, so transfer sizes stay realistic. */
function startNodeServer(port) {
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.xml': 'application/xml', '.txt': 'text/plain' };
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/\/+$/, '');
    const candidates = [pathname.slice(1), `${pathname.slice(1)}/index.html`].filter(Boolean);
    let file = candidates.map((c) => path.join(siteDir, c)).find((p) => p.startsWith(siteDir) && fs.existsSync(p) && fs.statSync(p).isFile());
    if (pathname === '') file = path.join(siteDir, 'index.html');
    const status = file ? 200 : 404;
    const body = fs.readFileSync(file ?? path.join(siteDir, '404.html'));
    const gz = /gzip/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(status, { 'Content-Type': types[path.extname(file ?? '.html')] ?? 'application/octet-stream', ...(gz ? { 'Content-Encoding': 'gzip' } : {}) });
    res.end(gz ? zlib.gzipSync(body) : body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(r)) })));
}

const port = Number(process.env.BENCH_PORT ?? 4990);
const useNginx = Boolean(findNginx());
const server = useNginx ? await startNginx({ siteDir, port }) : await startNodeServer(port);
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const lhRows = [];
const notes = [];
try {
  for (const route of AUDITED) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      // A run can fail outright (e.g. NO_FCP when the machine is busy): say why and try once more.
      for (let attempt = 1; attempt <= 2; attempt++) {
        const { lhr } = await lighthouse(`${server.url}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(TARGETS),
        });
        if (!lhr.runtimeError || attempt === 2) {
          results.push(lhr);
          if (lhr.runtimeError) notes.push(`${route}: Lighthouse falhou (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`);
          break;
        }
        console.error(`${route}: Lighthouse falhou (${lhr.runtimeError.code}); tentando de novo.`);
      }
    }
    const score = (id) => median(results.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
    const metric = (id) => median(results.map((r) => r.audits[id]?.numericValue ?? NaN));
    const mark = (id) => `${score(id)}${score(id) >= TARGETS[id] ? '' : ' ✗'}`;
    lhRows.push([
      route, mark('performance'), mark('accessibility'), mark('best-practices'), mark('seo'),
      (metric('first-contentful-paint') / 1000).toFixed(2), (metric('largest-contentful-paint') / 1000).toFixed(2),
      Math.round(metric('total-blocking-time')), metric('cumulative-layout-shift').toFixed(3), (metric('speed-index') / 1000).toFixed(2),
    ]);
    // What keeps a category below 100 (last run), so the table says where to look.
    const lhr = results.at(-1);
    for (const [id, category] of Object.entries(lhr.categories)) {
      if (category.score === 1) continue;
      const failing = category.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`);
      if (failing.length) notes.push(`${route} ${id}: ${failing.join(', ')}`);
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
table(
  `Lighthouse ${runs > 1 ? `(mediana de ${runs} execuções) ` : ''}— celular, padrões do Lighthouse; servidor: ${useNginx ? 'nginx com deploy/nginx.conf' : 'Node com gzip (nginx não encontrado)'}; metas: desempenho ≥ 95, demais 100 (✗ = abaixo)`,
  ['route', 'perf', 'a11y', 'best-pr.', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'SI s'],
  lhRows,
);
if (notes.length) console.log(`\nAuditorias abaixo de 100:\n  ${notes.join('\n  ')}`);
