// DIST=<dist> npx tsx /work/seval/lt.mts — typing at 4× CPU, long animation frames > 50 ms with their scripts
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { chromium } from 'playwright';
const root = '/work/main';
const { readQuerySet, TUNING_SET, HELD_OUT_SETS } = await import(path.join(root, 'src/node/bench/query-sets.ts'));
const all = [...readQuerySet(root, TUNING_SET), ...readQuerySet(root, HELD_OUT_SETS[0])].map((x: any) => x.q);
const sample = all.filter((_: string, i: number) => i % Math.ceil(all.length / 39) === 0);
const files = sirv(process.env.DIST!, { dev: false, etag: true });
const server = http.createServer((req, res) => files(req, res, () => { res.statusCode = 404; res.end(); }));
await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
const url = `http://127.0.0.1:${(server.address() as any).port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext();
await ctx.addInitScript(() => {
  const w = window as any; w.frames2 = []; w.firstKey = Infinity;
  addEventListener('keydown', (e) => { w.firstKey = Math.min(w.firstKey, e.timeStamp); }, true);
  new PerformanceObserver((list) => { for (const f of list.getEntries() as any[]) w.frames2.push({ start: f.startTime, duration: f.duration, blocking: f.blockingDuration, render: f.renderStart ? f.startTime + f.duration - f.renderStart : 0, style: f.styleAndLayoutStart ? f.startTime + f.duration - f.styleAndLayoutStart : 0, scripts: f.scripts.map((s: any) => ({ inv: s.invoker, src: (s.sourceURL || '').split('/').pop(), fn: s.sourceFunctionName, d: Math.round(s.duration), layout: Math.round(s.forcedStyleAndLayoutDuration) })) }); }).observe({ type: 'long-animation-frame', buffered: true });
});
const page = await ctx.newPage();
await (await ctx.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
for (const q of sample) {
  await page.goto(`${url}/servicos`);
  await page.waitForTimeout(300);
  const [x, y] = await page.evaluate(() => { const b = document.querySelector('.header-search__input')!.getBoundingClientRect(); return [b.x + b.width / 2, b.y + b.height / 2]; });
  await page.mouse.click(x, y);
  await page.waitForFunction(() => document.querySelector('.header-search__input')?.getAttribute('role') === 'combobox');
  await page.keyboard.type(q, { delay: 80 });
  await page.waitForTimeout(1500);
  const frames = await page.evaluate(() => { const w = window as any; return w.frames2.filter((f: any) => f.start + f.duration > w.firstKey && f.duration > 50); });
  for (const f of frames) console.log(JSON.stringify({ q, d: Math.round(f.duration), blocking: Math.round(f.blocking), render: Math.round(f.render), style: Math.round(f.style), scripts: f.scripts }));
}
await browser.close(); server.close();
