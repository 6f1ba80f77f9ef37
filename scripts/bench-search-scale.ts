/**
 * Growth, printed by `npm run bench:search`: the site built with 1×, 10× and 100× its news, FAQ and
 * service pages, ours against Pagefind over the same builds: build time, index bytes a first search
 * downloads (gzip), latency in Chromium (also per key typed, and at 4× CPU throttling), the longest task,
 * and quality on both query sets. Goals are marked ✓/✗ at 1× and 10×; at 100× the figures stand alone.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { buildScaledSite } from '../src/node/bench/scale-site';
import { createLazyEngine } from '../src/shared/search/engine';
import { RANK_MEASURE, SEARCH_MEASURE, SEARCH_START } from '../src/shared/search/timing';
import { fragmentName, INDEX_FILE, PARTS_DIR, shardName, type PageFragment, type SearchCore, type TermShard } from '../src/shared/search/index-format';
import { scoreRankings, shown, type QualityQuery, type QualityResult } from '../src/shared/search/quality';
import { percentile } from '../src/node/bench/bench-stats';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Per scale and engine (every query of both sets for the byte counts). */
const BROWSER_QUERIES = 40;
/** Between keys when a query is typed (a quick thumb on a phone). */
const TYPING_DELAY = 80;
/** Lighthouse's mobile CPU throttling. */
const CPU_THROTTLING = 4;

const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${n.toFixed(1)} ms`;
/** How many long tasks ran no script: drawing or garbage collection, which the Long Tasks API does not tell apart. */
interface TypingTasks { longest: number; count: number; unscripted: number }
const longTypingTasks = ({ count, unscripted }: TypingTasks) =>
  (count ? ` (${count} acima de 50 ms: ${count - unscripted} com script, ${unscripted} sem script: desenho da página ou coleta de lixo)` : '');

/** Counts the gzip bytes it fetches from the built files. */
function lazyFromDist(dist: string) {
  const core = JSON.parse(fs.readFileSync(path.join(dist, INDEX_FILE), 'utf8')) as SearchCore;
  const dir = path.join(dist, PARTS_DIR, core.v);
  const counter = { bytes: gz(path.join(dist, INDEX_FILE)) };
  const read = <T>(name: string) => {
    counter.bytes += gz(path.join(dir, name));
    return Promise.resolve(JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as T);
  };
  const engine = createLazyEngine(core, { shard: (i) => read<TermShard>(shardName(i)), fragment: (p, c) => read<PageFragment>(fragmentName(p, c)) });
  return { engine, counter };
}

/** For each query's first search on /busca. */
async function ourFirstSearchBytes(dist: string, queries: string[]): Promise<number[]> {
  const out: number[] = [];
  for (const q of queries) {
    const { engine, counter } = lazyFromDist(dist);
    await engine.find(q, { limit: 20, perPage: 3 });
    out.push(counter.bytes);
  }
  return out;
}

async function ourQuality(dist: string, set: QualityQuery[]) {
  const { engine } = lazyFromDist(dist);
  const ranked: string[][] = [];
  for (const { q } of set) {
    await engine.find(q, { limit: 10, perPage: 0 });
    ranked.push(shown(q, engine.search(q, { limit: 10, perPage: 0 }), engine.answers));
  }
  return quality(ranked, set);
}

function serve(dist: string): Promise<{ url: string; close: () => void }> {
  const files = sirv(dist, { dev: false, etag: true });
  const server = http.createServer((req, res) => files(req, res, () => {
    res.statusCode = 404;
    res.end();
  }));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
  }));
}

/** Long tasks and the long animation frames that hold them: a frame's scripts tell script from drawing. */
const LONG_TASKS = () => {
  const w = window as unknown as { longTasks: number[]; longTaskEntries: PerformanceEntry[]; scriptSpans: [number, number][] };
  w.longTasks = [];
  w.longTaskEntries = [];
  w.scriptSpans = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.longTasks.push(e.duration);
      w.longTaskEntries.push(e);
    }
  }).observe({ type: 'longtask', buffered: true });
  // Chromium 123+; elsewhere every long task counts as drawing only.
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries() as (PerformanceEntry & { scripts: PerformanceEntry[] })[]) {
      for (const script of frame.scripts) w.scriptSpans.push([script.startTime, script.startTime + script.duration]);
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
};

const DRAWN = () => {
  const w = window as unknown as { drawn: { firstKey: number; lastKey: number; lastMutation: number; frame: number } };
  w.drawn = { firstKey: Infinity, lastKey: 0, lastMutation: 0, frame: 0 };
  addEventListener('keydown', (e) => {
    w.drawn.lastKey = e.timeStamp;
    w.drawn.firstKey = Math.min(w.drawn.firstKey, e.timeStamp);
  }, true);
  addEventListener('DOMContentLoaded', () => {
    const popup = document.querySelector('.header-search');
    if (!popup) return;
    new MutationObserver(() => {
      const at = performance.now();
      w.drawn.lastMutation = at;
      requestAnimationFrame(() => {
        if (w.drawn.lastMutation === at) w.drawn.frame = performance.now();
      });
    }).observe(popup, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['hidden'] });
  });
};

/**
 * Playwright's locators leave its selector engine on the page's heap, which a later garbage collection
 * takes while a query is typed: where long tasks are measured, the page is driven by mouse clicks and
 * page.evaluate only.
 */
async function clickAt(page: import('playwright').Page, selector: string): Promise<void> {
  const [x, y] = await page.evaluate((s) => {
    const box = document.querySelector(s)!.getBoundingClientRect();
    return [box.x + box.width / 2, box.y + box.height / 2];
  }, selector);
  await page.mouse.click(x, y);
}

/** Read every 100 ms; throws after 30 s. */
async function until(page: import('playwright').Page, condition: (arg: string) => boolean, arg: string): Promise<void> {
  for (const end = Date.now() + 30_000; !(await page.evaluate(condition, arg));) {
    if (Date.now() > end) throw new Error(`Tempo esgotado esperando por: ${condition.toString().slice(0, 120)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Quality = QualityResult;
interface Measured {
  bytes: number[];
  /** Downloads included (local server). */
  latency: number[];
  /** Ours: the engine's own work, without downloads. */
  work?: number[];
  /** Ours: the same, for every key typed into the header box. */
  typing?: number[];
  /** Ours, throttled: from the last key to its suggestions drawn. */
  drawn?: number[];
  typingLong?: TypingTasks;
  longest: number;
  quality?: Quality[];
}

const norm = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/\/(?=$|#)/, '').replace(/\/index\.html/, '') || '/';

/** A copy made by scale-site.ts ("/servicos/testamentos-3") answers as its original does. */
const original = (href: string) => href.replace(/-\d+(?=#|$)/g, '');

const quality = (ranked: string[][], set: QualityQuery[]) => scoreRankings(set, ranked.map((hrefs) => hrefs.map(original)));

async function measureBrowser(dist: string, sample: string[], sets: QualityQuery[][]): Promise<{ ours: Measured; pagefind: Measured }> {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const site = await serve(dist);
  try {
    // Ours: /busca?q=… in one context (the engine's files cached after the first, as for a visitor).
    const context = await browser.newContext();
    await context.addInitScript(LONG_TASKS);
    const page = await context.newPage();
    const latency: number[] = [];
    const work: number[] = [];
    let longest = 0;
    for (const q of sample) {
      await page.goto(`${site.url}/busca/?q=${encodeURIComponent(q)}`);
      await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, SEARCH_MEASURE, { timeout: 30_000 });
      // From the search's start on (loading the page is the first-paint benchmark's).
      const [duration, ranking, tasks] = await page.evaluate(([start, measure, rank]) => {
        const from = performance.getEntriesByName(start)[0].startTime;
        const w = window as unknown as { longTaskEntries: PerformanceEntry[] };
        return [
          performance.getEntriesByName(measure)[0].duration,
          performance.getEntriesByName(rank).reduce((sum, e) => sum + e.duration, 0),
          w.longTaskEntries.filter((e) => e.startTime + e.duration > from).map((e) => e.duration),
        ] as const;
      }, [SEARCH_START, SEARCH_MEASURE, RANK_MEASURE]);
      latency.push(duration);
      work.push(ranking);
      longest = Math.max(longest, ...tasks);
    }

    // Ours while typing: a key every TYPING_DELAY ms, each asking the worker for suggestions.
    const typing: number[] = [];
    for (const q of sample) {
      await page.goto(`${site.url}/servicos`);
      await page.locator('.header-search__input').click();
      await page.keyboard.type(q, { delay: TYPING_DELAY });
      // Until no new ranking for half a second.
      let seen = -1;
      for (let waited = 0; waited < 10_000; waited += 500) {
        const count = await page.evaluate((name) => performance.getEntriesByName(name).length, RANK_MEASURE);
        if (count === seen) break;
        seen = count;
        await page.waitForTimeout(500);
      }
      typing.push(...(await page.evaluate((name) => performance.getEntriesByName(name).map((e) => e.duration), RANK_MEASURE)));
    }
    await context.close();

    // Ours on a throttled phone, queries typed in the same tab as a visitor moves through the site: from
    // the last key to the frame that draws its suggestions, and the long tasks from the first key on.
    const slow = await browser.newContext();
    await slow.addInitScript(LONG_TASKS);
    await slow.addInitScript(DRAWN);
    const slowPage = await slow.newPage();
    await (await slow.newCDPSession(slowPage)).send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    const drawn: number[] = [];
    const typingLong: TypingTasks = { longest: 0, count: 0, unscripted: 0 };
    for (const q of sample) {
      await slowPage.goto(`${site.url}/servicos`);
      await clickAt(slowPage, '.header-search__input');
      await until(slowPage, (selector) => document.querySelector(selector)?.getAttribute('role') === 'combobox', '.header-search__input');
      await slowPage.keyboard.type(q, { delay: TYPING_DELAY });
      await until(slowPage, (name) => {
        const w = window as unknown as { drawn: { lastKey: number; lastMutation: number } };
        const replies = performance.getEntriesByName(name);
        const last = replies[replies.length - 1];
        return Boolean(last) && last.startTime + last.duration > w.drawn.lastKey && performance.now() - Math.max(w.drawn.lastMutation, last.startTime + last.duration) > 300;
      }, RANK_MEASURE);
      const [after, tasks] = await slowPage.evaluate((name) => {
        const w = window as unknown as { drawn: { firstKey: number; lastKey: number; lastMutation: number; frame: number }; longTaskEntries: PerformanceEntry[]; scriptSpans: [number, number][] };
        const replies = performance.getEntriesByName(name);
        const reply = replies[replies.length - 1];
        const replied = reply.startTime + reply.duration;
        // The answer to the last key is on screen at the frame after its reply, or after the list changed for it.
        const shown = w.drawn.lastMutation >= replied ? w.drawn.frame : replied;
        const tasks = w.longTaskEntries.filter((e) => e.startTime + e.duration > w.drawn.firstKey).map((e) => ({
          duration: e.duration,
          scripted: w.scriptSpans.some(([start, end]) => start < e.startTime + e.duration && end > e.startTime),
        }));
        return [shown - w.drawn.lastKey, tasks] as const;
      }, RANK_MEASURE);
      drawn.push(after);
      typingLong.longest = Math.max(typingLong.longest, ...tasks.map((t) => t.duration));
      typingLong.count += tasks.length;
      typingLong.unscripted += tasks.filter((t) => !t.scripted).length;
    }
    await slow.close();

    // Pagefind: its own API on a page of the same site; a fresh context per query for the first-search bytes.
    const pagefindSearch = async (p: import('playwright').Page, q: string) => p.evaluate(async (query) => {
      const w = window as unknown as { pf?: { search: (q: string) => Promise<{ results: { data: () => Promise<{ url: string; sub_results?: { url: string }[] }> }[] }> } };
      w.pf ??= await import('/pagefind/pagefind.js' as string);
      const start = performance.now();
      const search = await w.pf!.search(query);
      const data = await Promise.all(search.results.slice(0, 10).map((r) => r.data()));
      return { duration: performance.now() - start, urls: data.map((d) => d.sub_results?.[0]?.url ?? d.url) };
    }, q);
    const bytes: number[] = [];
    const pfLatency: number[] = [];
    let pfLongest = 0;
    for (const q of sample) {
      const ctx = await browser.newContext();
      await ctx.addInitScript(LONG_TASKS);
      const p = await ctx.newPage();
      const fetched: string[] = [];
      p.on('request', (r) => {
        const u = new URL(r.url());
        if (u.pathname.startsWith('/pagefind/')) fetched.push(u.pathname);
      });
      await p.goto(`${site.url}/robots.txt`);
      const { duration } = await pagefindSearch(p, q);
      pfLatency.push(duration);
      pfLongest = Math.max(pfLongest, ...(await p.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks)));
      // Pagefind's index files are stored compressed; its script and WebAssembly are sent with gzip.
      bytes.push(fetched.reduce((sum, f) => sum + (/\.pf_/.test(f) ? fs.statSync(path.join(dist, f)).size : gz(path.join(dist, f))), 0));
      await ctx.close();
    }
    const qp = await (await browser.newContext()).newPage();
    await qp.goto(`${site.url}/robots.txt`);
    const scores = [];
    for (const set of sets) {
      const ranked: string[][] = [];
      for (const { q } of set) ranked.push((await pagefindSearch(qp, q)).urls.map(norm));
      scores.push(quality(ranked, set));
    }
    return {
      ours: { bytes: [], latency, work, typing, drawn, typingLong, longest },
      pagefind: { bytes, latency: pfLatency, longest: pfLongest, quality: scores },
    };
  } finally {
    site.close();
    await browser.close();
  }
}

export async function benchScale(sets: { file: string; queries: QualityQuery[] }[], factors = [1, 10, 100]): Promise<void> {
  const all = sets.flatMap((s) => s.queries.map((q) => q.q));
  // The same sample for both engines: every k-th query of both sets.
  const sample = all.filter((_, i) => i % Math.ceil(all.length / BROWSER_QUERIES) === 0);
  console.log('');
  console.log(`Escala: o site com 1×, 10× e 100× as notícias, dúvidas e páginas de serviço (src/node/bench/scale-site.ts); Pagefind 1.6 nos mesmos builds.`);
  console.log(`  primeira busca: bytes do índice (gzip) de cada consulta dos dois conjuntos (${all.length}); latência e tarefa longa no Chromium (${sample.length} consultas)`);
  for (const factor of factors) {
    const site = buildScaledSite(factor);
    try {
      const started = performance.now();
      const pf = spawnSync(process.execPath, [path.resolve('node_modules/pagefind/lib/runner/bin.cjs'), '--site', site.dist, '--output-subdir', 'pagefind', '--quiet'], { encoding: 'utf8' });
      if (pf.status !== 0) throw new Error(`pagefind: ${pf.stderr || pf.stdout}`);
      const pagefindSeconds = (performance.now() - started) / 1000;
      const ourBytes = await ourFirstSearchBytes(site.dist, all);
      const { ours, pagefind } = await measureBrowser(site.dist, sample, sets.map((s) => s.queries));
      const ourScores: Quality[] = [];
      for (const set of sets) ourScores.push(await ourQuality(site.dist, set.queries));
      const pages = fs.readdirSync(path.join(site.dist, PARTS_DIR, JSON.parse(fs.readFileSync(path.join(site.dist, INDEX_FILE), 'utf8')).v)).filter((f) => /^p\d+\.json$/.test(f)).length;
      const pct = (n: number) => `${(100 * n).toFixed(1)}%`;
      const goal = (ok: boolean, text: string) => (factor >= 100 ? '' : `${ok ? '✓' : '✗'} ${text}`);
      console.log(`  ${String(factor).padStart(3)}× (${pages} páginas): build ${site.buildSeconds.toFixed(1)} s (+ Pagefind ${pagefindSeconds.toFixed(1)} s)`);
      const scores = (list: Quality[]) => list.map((q, i) => `${path.basename(sets[i].file, '.json')} hit@1 ${pct(q.hit1)}, hit@3 ${pct(q.hit3)}, MRR ${q.mrr.toFixed(3)}`).join('; ');
      console.log(`        nosso:    1ª busca baixa p50 ${kb(percentile(ourBytes, 50))}, p95 ${kb(percentile(ourBytes, 95))}, máx ${kb(Math.max(...ourBytes))} ${goal(Math.max(...ourBytes) <= 150 * 1024, 'meta ≤ 150 KB')}; busca (ordenar, sem downloads) p50 ${ms(percentile(ours.work!, 50))}, p95 ${ms(percentile(ours.work!, 95))} ${goal(percentile(ours.work!, 95) <= 16, 'meta ≤ 16 ms')}; da pergunta à resposta com downloads p50 ${ms(percentile(ours.latency, 50))}, p95 ${ms(percentile(ours.latency, 95))}; maior tarefa longa ${ours.longest ? ms(ours.longest) : 'nenhuma'} ${goal(ours.longest <= 50, 'meta ≤ 50 ms')}`);
      console.log(`                  digitando na caixa do cabeçalho (uma tecla a cada ${TYPING_DELAY} ms): ordenar a cada tecla p50 ${ms(percentile(ours.typing!, 50))}, p95 ${ms(percentile(ours.typing!, 95))} ${goal(percentile(ours.typing!, 95) <= 16, 'meta ≤ 16 ms')} (${ours.typing!.length} teclas)`);
      const drawnP95 = percentile(ours.drawn!, 95);
      console.log(`                  CPU ${CPU_THROTTLING}× mais lenta, digitando: sugestões desenhadas após a última tecla p50 ${ms(percentile(ours.drawn!, 50))}, p95 ${ms(drawnP95)} ${goal(drawnP95 <= 100, 'meta ≤ 100 ms')}; maior tarefa longa desde a 1ª tecla ${ours.typingLong!.longest ? ms(ours.typingLong!.longest) : 'nenhuma'} ${goal(ours.typingLong!.longest <= 50, 'meta ≤ 50 ms')}${longTypingTasks(ours.typingLong!)}`);
      console.log(`                  ${scores(ourScores)}`);
      console.log(`        Pagefind: 1ª busca baixa p50 ${kb(percentile(pagefind.bytes, 50))}, p95 ${kb(percentile(pagefind.bytes, 95))}, máx ${kb(Math.max(...pagefind.bytes))}; busca + 10 resultados p50 ${ms(percentile(pagefind.latency, 50))}, p95 ${ms(percentile(pagefind.latency, 95))}; maior tarefa longa ${pagefind.longest ? ms(pagefind.longest) : 'nenhuma'}`);
      console.log(`                  ${scores(pagefind.quality!)}`);
    } finally {
      fs.rmSync(site.dir, { recursive: true, force: true });
    }
  }
}
