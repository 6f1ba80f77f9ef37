#!/usr/bin/env node
// `npm run bench`: build time, per-route sizes against their budgets, readability, first-visit transfer
// in Chromium, and Lighthouse scores beside a Starlight peer building the same pages (runs alternate, so
// a busy moment falls on both). It reports; it exits 1 only when the build fails.
//   --no-build (measure SITE_DIR or dist/), --runs=N (Lighthouse median), --no-lighthouse, --no-peer;
//   SITE_OUT_DIR=/tmp/x builds there (default: SITE_DIR, else .bench/site).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { findNginx, startNginx } from '../src/node/hosting/nginx-local.mjs';
import { buildStarlightPeer } from '../src/node/bench/starlight-peer.mjs';
import { flesch, level, mainBlocks, textCounts } from '../src/node/bench/readability.mjs';

const args = new Set(process.argv.slice(2));
const runs = Number([...args].find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 1);
const siteDir = path.resolve(process.env.SITE_OUT_DIR ?? process.env.SITE_DIR ?? (args.has('--no-build') ? 'dist' : '.bench/site'));
const AUDITED = ['/', '/servicos/escrituras', '/duvidas', '/contato'];
// The budget applies to the first one (a typical content page).
const VISITED = ['/servicos/escrituras', '/', '/duvidas', '/contato'];
// Pages that modulepreload a React island; every other page ships only the small page script.
const ISLANDS = ['/busca'];
const TARGETS = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
const FCP_TARGET = 1.1; // seconds, Lighthouse mobile
// Bytes, gzip (1 KB = 1000 bytes). JS = everything a route runs or preloads before any interaction.
const BUDGETS = { contentJs: 15_000, islandJs: 80_000, css: 30_000, html: 60_000, transfer: 40_000 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

const kb = (bytes) => (bytes / 1000).toFixed(1);
const gzip = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const verdict = (met) => (met ? 'ok' : 'OVER');
const jsBudget = (route) => (ISLANDS.includes(route) ? BUDGETS.islandJs : BUDGETS.contentJs);
const summary = [];

function table(title, head, rows) {
  const all = [head, ...rows].map((r) => r.map(String));
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  // Figures align right; a column holding words aligns left.
  const left = head.map((_, i) => i === 0 || all.slice(1).some((r) => /^[^\d≤—]/.test(r[i])));
  const line = (r) => r.map((c, i) => (left[i] ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ').trimEnd();
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
const sitemapRoutes = [...read('sitemap.xml').toString().matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
const routeFile = (route) => (route === '/404.html' ? '404.html' : route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
// Island pages left out of the sitemap still have a budget.
const extraRoutes = ISLANDS.filter((r) => !sitemapRoutes.includes(r) && fs.existsSync(path.join(siteDir, routeFile(r))));
const routes = [...sitemapRoutes, ...extraRoutes, '/404.html'];

/** <script src>, modulepreload and their static imports, plus inline scripts (JSON data blocks excluded). */
function initial(html, dir = siteDir) {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/[?#].*$/, '');
  const js = [];
  const css = [];
  for (const tag of tags) {
    if (tag.startsWith('<script') && attr(tag, 'src')) js.push(attr(tag, 'src'));
    else if (attr(tag, 'rel') === 'modulepreload') js.push(attr(tag, 'href'));
    else if (attr(tag, 'rel') === 'stylesheet') css.push(attr(tag, 'href'));
  }
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs, code]) => code.trim() && !/\ssrc=/.test(attrs) && !/type="(?:application\/(?:ld\+)?json|speculationrules)"/.test(attrs))
    .map(([, , code]) => code);
  // Static imports load before the page script runs; dynamic import() does not.
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(path.join(dir, file)).toString();
    for (const m of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(file), m[1]));
    }
  };
  js.forEach(visit);
  return { js: [...seen], inline, css: [...new Set(css)] };
}

const sizes = (files, dir = siteDir) => files.reduce((acc, f) => {
  const buffer = fs.readFileSync(path.join(dir, f));
  return { raw: acc.raw + buffer.length, gz: acc.gz + gzip(buffer) };
}, { raw: 0, gz: 0 });

/** Raw and gzip bytes: files and inline scripts. */
function jsSizes({ js, inline }, dir = siteDir) {
  const files = sizes(js, dir);
  const code = inline.map((text) => Buffer.from(text));
  return { raw: files.raw + code.reduce((sum, b) => sum + b.length, 0), gz: files.gz + code.reduce((sum, b) => sum + gzip(b), 0) };
}

const measured = routes.map((route) => {
  const html = read(routeFile(route));
  const found = initial(html.toString());
  const j = jsSizes(found);
  return { route, js: found.js, htmlGz: gzip(html), jsRaw: j.raw, jsGz: j.gz, cssGz: sizes(found.css).gz };
});
const flag = (v, budget) => (v > budget ? ' !' : '');
table(
  `Tamanhos por rota (KB = 1000 bytes, gzip nível 9; JS = <script src> e modulepreload do HTML mais os import estáticos, e os scripts inline; "!" = acima do orçamento: HTML ${kb(BUDGETS.html)}, CSS ${kb(BUDGETS.css)})`,
  ['route', 'HTML gz', 'CSS gz', 'JS files', 'JS', 'JS gz', 'JS budget', 'status'],
  measured.map((m) => [
    m.route, kb(m.htmlGz) + flag(m.htmlGz, BUDGETS.html), kb(m.cssGz) + flag(m.cssGz, BUDGETS.css),
    m.js.length, kb(m.jsRaw), kb(m.jsGz), `≤ ${kb(jsBudget(m.route))}`, verdict(m.jsGz <= jsBudget(m.route)),
  ]),
);

/** Most files are shared by all routes. */
function filesTable(title, verb, rows, key) {
  const loaders = new Map();
  for (const row of rows) for (const f of row[key]) loaders.set(f, [...(loaders.get(f) ?? []), row.route]);
  table(title, ['file', 'KB', 'KB gz', verb], [...loaders].map(([f, by]) => {
    const b = read(f);
    return [f, kb(b.length), kb(gzip(b)), by.length === rows.length ? 'todas as rotas' : by.join(', ')];
  }));
}
filesTable('JavaScript antes de qualquer interação, por arquivo', 'loaded by', measured, 'js');

// The summary shows the heaviest route of each group: the one closest to (or over) its budget.
const largest = (rows, key) => {
  if (!rows.length) return 'rotas ausentes';
  const w = rows.reduce((a, b) => (b[key] > a[key] ? b : a));
  return `${kb(w[key])} KB (${w.route})`;
};
const within = (rows, key, budget) => verdict(rows.every((m) => m[key] <= budget));
function jsSummary(rows, key, how) {
  const content = rows.filter((m) => !ISLANDS.includes(m.route));
  const islands = rows.filter((m) => ISLANDS.includes(m.route));
  summary.push(
    [`JS antes de interação (${how}) ≤ ${kb(BUDGETS.contentJs)} KB gz, páginas de conteúdo`, largest(content, key), within(content, key, BUDGETS.contentJs)],
    [`JS antes de interação (${how}) ≤ ${kb(BUDGETS.islandJs)} KB gz, ${ISLANDS.join(' e ')}`, largest(islands, key), within(islands, key, BUDGETS.islandJs)],
  );
}
jsSummary(measured, 'jsGz', 'nomeado no HTML');
summary.push(
  [`HTML ≤ ${kb(BUDGETS.html)} KB gz`, largest(measured, 'htmlGz'), within(measured, 'htmlGz', BUDGETS.html)],
  [`CSS ≤ ${kb(BUDGETS.css)} KB gz`, largest(measured, 'cssGz'), within(measured, 'cssGz', BUDGETS.css)],
);

// 2b. Readability ---------------------------------------------------------------------------------
// The glossary's explanations left out: they show on request.
const readability = sitemapRoutes.map((route) => ({ route, ...textCounts(mainBlocks(read(routeFile(route)).toString())) })).filter((r) => r.words);
const sum = (key) => readability.reduce((n, r) => n + r[key], 0);
const readabilityRow = (name, counts) => {
  const f = flesch(counts);
  return [name, counts.words, counts.sentences, f.wordsPerSentence.toFixed(1), f.syllablesPerWord.toFixed(2), f.score.toFixed(0), level(f.score)];
};
table(
  'Legibilidade do texto principal (<main>) por página: Flesch adaptado ao português (Martins et al. 1996: 248,835 − 1,015 × palavras/frase − 84,6 × sílabas/palavra; 75–100 muito fácil, 50–75 fácil, 25–50 difícil, 0–25 muito difícil; sílabas por grupos de vogais, aproximadas)',
  ['route', 'palavras', 'frases', 'palavras/frase', 'sílabas/palavra', 'Flesch', 'nível'],
  [...readability.map((r) => readabilityRow(r.route, r)), readabilityRow('site (todas as páginas juntas)', { words: sum('words'), sentences: sum('sentences'), syllables: sum('syllables') })],
);

// 3. First visit ----------------------------------------------------------------------------------
/** Fallback when nginx is missing: gzip keeps transfer sizes realistic. */
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

/**
 * A fresh context loads the page until the network is idle; CDP's Network.loadingFinished gives the bytes
 * on the wire, which Playwright's response API does not.
 */
async function firstVisit(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const urls = new Map();
  const pending = new Set();
  const files = [];
  let lastEvent = Date.now();
  const done = (id) => { pending.delete(id); lastEvent = Date.now(); };
  cdp.on('Network.requestWillBeSent', (e) => { pending.add(e.requestId); lastEvent = Date.now(); });
  cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
  cdp.on('Network.loadingFinished', (e) => { files.push({ url: urls.get(e.requestId) ?? '?', bytes: e.encodedDataLength }); done(e.requestId); });
  cdp.on('Network.loadingFailed', (e) => done(e.requestId));
  await cdp.send('Network.enable');
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // The favicon can start after Playwright's networkidle: wait for a full second with nothing in flight.
    for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
      if (!pending.size && Date.now() - lastEvent >= 1000) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await context.close();
  }
  return { files, bytes: files.reduce((sum, f) => sum + f.bytes, 0) };
}

/** Cache and service worker off, until the page script marks its after-load work done. */
async function scriptsDownloaded(browser, base, route) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const files = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') files.add(new URL(response.url()).pathname);
  });
  try {
    await page.goto(`${base}${route === '/404.html' ? '/rota-que-nao-existe' : route}`);
    await page.locator('html[data-after-load="done"]').waitFor({ state: 'attached', timeout: 15_000 });
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  const list = [...files].filter((f) => fs.existsSync(path.join(siteDir, f)));
  return { files: list, netGz: sizes(list).gz };
}

const port = Number(process.env.BENCH_PORT ?? 4990);
const useNginx = Boolean(findNginx());
const serverName = useNginx ? 'nginx com deploy/nginx.conf' : 'Node com gzip (nginx não encontrado)';
const server = useNginx ? await startNginx({ siteDir, port }) : await startNodeServer(port);
const lhRows = [];
const peerRows = [];
const notes = [];
try {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const visits = [];
  try {
    for (const route of VISITED) visits.push({ route, ...(await firstVisit(browser, `${server.url}${route}`)) });
  } catch (error) {
    await browser.close();
    throw error;
  }
  // Every route again on a cold cache, each file counted as the budgets count it (gzip level 9).
  const network = [];
  try {
    for (const m of measured) network.push({ ...m, ...(await scriptsDownloaded(browser, server.url, m.route)) });
  } finally {
    await browser.close();
  }
  table(
    'JavaScript baixado antes de qualquer interação, contado na rede (Chromium, cache vazio, depois do trabalho pós-load; KB gz nível 9 de cada script baixado). "nomeado no HTML" = a medida anterior, só o que o HTML nomeia',
    ['route', 'scripts', 'JS gz (rede)', 'JS gz (nomeado no HTML)', 'budget', 'status'],
    network.map((n) => [n.route, n.files.length, kb(n.netGz), kb(n.jsGz), `≤ ${kb(jsBudget(n.route))}`, verdict(n.netGz <= jsBudget(n.route))]),
  );
  filesTable('Scripts baixados antes de qualquer interação, por arquivo (contados na rede)', 'downloaded by', network, 'files');
  jsSummary(network, 'netGz', 'baixado, contado na rede');
  const budgeted = visits[0];
  table(
    `Transferência de uma primeira visita (Chromium, cache vazio, até a rede ficar ociosa; bytes na rede com cabeçalhos; servidor: ${serverName})`,
    ['route', 'requests', 'transfer KB', 'budget'],
    visits.map((v) => [v.route, v.files.length, kb(v.bytes), v === budgeted ? `≤ ${kb(BUDGETS.transfer)} ${verdict(v.bytes <= BUDGETS.transfer)}` : '—']),
  );
  table(
    `Primeira visita a ${budgeted.route}, por resposta`,
    ['url', 'KB'],
    budgeted.files.map((f) => [f.url.replace(server.url, ''), kb(f.bytes)]),
  );
  summary.push([`Primeira visita a ${budgeted.route} ≤ ${kb(BUDGETS.transfer)} KB transferidos`, `${kb(budgeted.bytes)} KB em ${budgeted.files.length} respostas`, verdict(budgeted.bytes <= BUDGETS.transfer)]);

  // 4. Lighthouse, beside the peer ------------------------------------------------------------------
  if (!args.has('--no-lighthouse')) {
    const targets = [{ name: 'site', url: server.url }];
    const peer = args.has('--no-peer') || !useNginx ? undefined : await startPeer();
    if (peer) targets.push({ name: 'starlight', url: peer.server.url, dir: peer.dir });
    try {
      await lighthouseAll(targets);
    } finally {
      await peer?.server.stop();
    }
  }
} finally {
  await server.stop();
}

async function startPeer() {
  const started = performance.now();
  let dir;
  try {
    dir = buildStarlightPeer(AUDITED.map((route) => ({ route, html: read(routeFile(route)).toString() })));
  } catch (error) {
    notes.push(`Starlight (par de comparação) não pôde ser gerado: ${String(error.message).split('\n')[0]}`);
    return undefined;
  }
  table('Par de comparação', ['step', 'seconds'], [[`Starlight com as mesmas páginas → ${dir}`, ((performance.now() - started) / 1000).toFixed(1)]]);
  // The site's own policy would block Starlight's inline scripts, and it has no speculation rules.
  const conf = path.join(path.dirname(dir), 'nginx.conf');
  fs.writeFileSync(conf, fs.readFileSync('deploy/nginx.conf', 'utf8').split('\n')
    .filter((line) => !/add_header (Content-Security-Policy|Speculation-Rules)\b/.test(line)).join('\n'));
  return { dir, server: await startNginx({ siteDir: dir, port: port + 1, deployConf: conf }) };
}

/** Runs alternate between the targets. */
async function lighthouseAll(targets) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  try {
    for (const route of AUDITED) {
      const results = new Map(targets.map((t) => [t.name, []]));
      for (let i = 0; i < runs; i++) {
        for (const target of targets) {
          // A run can fail outright (e.g. NO_FCP when the machine is busy): say why and try once more.
          for (let attempt = 1; attempt <= 2; attempt++) {
            const { lhr } = await lighthouse(`${target.url}${route}`, {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: Object.keys(TARGETS),
            });
            if (!lhr.runtimeError || attempt === 2) {
              results.get(target.name).push(lhr);
              if (lhr.runtimeError) notes.push(`${target.name} ${route}: Lighthouse falhou (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`);
              break;
            }
            console.error(`${target.name} ${route}: Lighthouse falhou (${lhr.runtimeError.code}); tentando de novo.`);
          }
        }
      }
      const summarise = (list) => {
        const score = (id) => median(list.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
        const metric = (id) => median(list.map((r) => r.audits[id]?.numericValue ?? NaN));
        return {
          scores: Object.fromEntries(Object.keys(TARGETS).map((id) => [id, score(id)])),
          fcp: metric('first-contentful-paint') / 1000, lcp: metric('largest-contentful-paint') / 1000,
          tbt: metric('total-blocking-time'), cls: metric('cumulative-layout-shift'), si: metric('speed-index') / 1000,
        };
      };
      const ours = summarise(results.get('site'));
      const { scores, fcp } = ours;
      lhRows.push({
        route, scores, fcp,
        cells: [
          route, `${scores.performance} ${verdict(scores.performance >= TARGETS.performance)}`,
          ...['accessibility', 'best-practices', 'seo'].map((id) => `${scores[id]}${scores[id] >= TARGETS[id] ? '' : ' ✗'}`),
          `${fcp.toFixed(2)} ${verdict(fcp <= FCP_TARGET)}`, ours.lcp.toFixed(2), Math.round(ours.tbt), ours.cls.toFixed(3), ours.si.toFixed(2),
        ],
      });
      const peer = targets.find((t) => t.name === 'starlight');
      if (peer) {
        const theirs = summarise(results.get('starlight'));
        const peerHtml = fs.readFileSync(path.join(peer.dir, routeFile(route)), 'utf8');
        peerRows.push({
          route, fcp, peerFcp: theirs.fcp,
          js: measured.find((m) => m.route === route).jsGz, peerJs: jsSizes(initial(peerHtml, peer.dir), peer.dir).gz,
          perf: scores.performance, peerPerf: theirs.scores.performance,
        });
      }
      // What keeps a category below 100 (last run), so the table says where to look.
      const lhr = results.get('site').at(-1);
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
  }
}

if (lhRows.length) {
  table(
    `Lighthouse ${runs > 1 ? `(mediana de ${runs} execuções) ` : ''}— celular, padrões do Lighthouse; servidor: ${serverName}; metas: desempenho ${TARGETS.performance}, FCP ≤ ${FCP_TARGET} s, demais 100 (✗ = abaixo)`,
    ['route', 'perf', 'a11y', 'best-pr.', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'SI s'],
    lhRows.map((r) => r.cells),
  );
  if (peerRows.length) {
    table(
      `Ao lado do Starlight com as mesmas páginas (Lighthouse celular${runs > 1 ? `, mediana de ${runs} execuções alternadas` : ''}; mesmo nginx, sem a CSP do site; JS antes de interação em KB gz; razão = site ÷ Starlight, ≤ 1.00 é melhor ou igual)`,
      ['route', 'FCP site s', 'FCP Starlight s', 'razão', 'JS site', 'JS Starlight', 'perf site', 'perf Starlight'],
      peerRows.map((r) => [r.route, r.fcp.toFixed(2), r.peerFcp.toFixed(2), (r.fcp / r.peerFcp).toFixed(2), kb(r.js), kb(r.peerJs), r.perf, r.peerPerf]),
    );
    // Compared as printed (10 ms): Lighthouse's own FCP varies by more than that between runs.
    const later = peerRows.filter((r) => Math.round(r.fcp * 100) > Math.round(r.peerFcp * 100));
    summary.push([
      'FCP não depois do Starlight', later.length ? later.map((r) => `${r.route} ×${(r.fcp / r.peerFcp).toFixed(2)}`).join(', ') : `razão máx ×${Math.max(...peerRows.map((r) => r.fcp / r.peerFcp)).toFixed(2)}`,
      verdict(!later.length),
    ]);
  }
  if (notes.length) console.log(`\nAuditorias abaixo de 100:\n  ${notes.join('\n  ')}`);
  const below = (id) => lhRows.filter((r) => r.scores[id] < TARGETS[id]);
  const list = (rows, value) => rows.map((r) => `${r.route} ${value(r)}`).join(', ');
  const slow = lhRows.filter((r) => !(r.fcp <= FCP_TARGET));
  const others = ['accessibility', 'best-practices', 'seo'].flatMap((id) => below(id).map((r) => `${r.route} ${id} ${r.scores[id]}`));
  summary.push(
    [`Lighthouse desempenho = ${TARGETS.performance} (${lhRows.length} rotas)`, below('performance').length ? list(below('performance'), (r) => r.scores.performance) : 'todas 100', verdict(!below('performance').length)],
    [`Lighthouse FCP ≤ ${FCP_TARGET} s`, slow.length ? list(slow, (r) => `${r.fcp.toFixed(2)} s`) : `máx ${Math.max(...lhRows.map((r) => r.fcp)).toFixed(2)} s`, verdict(!slow.length)],
    ['Lighthouse acessibilidade, boas práticas, SEO = 100', others.length ? others.join(', ') : 'todas 100', verdict(!others.length)],
  );
} else {
  summary.push(['Lighthouse (desempenho, FCP, demais categorias)', 'não medido (--no-lighthouse)', '—']);
}

// 5. Summary --------------------------------------------------------------------------------------
table('Resumo dos orçamentos', ['budget', 'measured', 'status'], summary);
