import { chromium } from 'playwright';
import http from 'node:http';
import sirv from 'sirv';
const files = sirv('dist', { dev: false });
const server = http.createServer((req, res) => files(req, res, () => { res.statusCode = 404; res.end(); }));
await new Promise((r) => server.listen(4441, r));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox'] });
const context = await browser.newContext();
await context.addInitScript(() => {
  window.lt = []; window.keys = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.lt.push({ s: e.startTime, d: e.duration, a: JSON.stringify(e.attribution?.map(a=>[a.containerType,a.containerSrc,a.name])) }); }).observe({ type: 'longtask', buffered: true });
  try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.lt.push({ loaf: true, s: e.startTime, d: e.duration, scripts: e.scripts.map(s => [s.sourceURL, s.sourceFunctionName, s.invoker, Math.round(s.duration)]) }); }).observe({ type: 'long-animation-frame', buffered: true }); } catch {}
  addEventListener('keydown', (e) => window.keys.push(e.timeStamp), true);
});
const page = await context.newPage();
await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
for (const q of (process.argv[2] ?? 'certidao de nascimento').split('|')) {
  await page.goto('http://127.0.0.1:4441/servicos');
  await page.locator('.header-search__input').click();
  await page.waitForFunction(() => document.querySelector('.header-search__input')?.getAttribute('role') === 'combobox');
  await page.keyboard.type(q, { delay: 80 });
  await page.waitForTimeout(2000);
  const r = await page.evaluate(() => ({ keys: window.keys, lt: window.lt.filter(e=>e.d>50), rank: performance.getEntriesByName('busca:ordenacao').map(e=>[Math.round(e.startTime), Math.round(e.duration)]) }));
  console.log(q, 'firstKey', Math.round(r.keys[0]), 'lastKey', Math.round(r.keys.at(-1)));
  for (const e of r.lt) console.log(JSON.stringify(e));
  console.log('replies', JSON.stringify(r.rank.slice(-4)));
}
await browser.close(); server.close();
