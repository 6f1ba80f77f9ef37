import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent("export async function load(url, context, next) { return url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context); }"));
import fs from 'node:fs';
const { loadContent } = await import('../src/node/content/load');
const { buildSearchIndex } = await import('../src/node/search-index/extract');
const { createEngine } = await import('../src/shared/search/engine');
const { measureQuality } = await import('../src/shared/search/quality');
const { QUERY_SETS, readOutsideSets, readQuerySet } = await import('../src/node/bench/query-sets');
const site = loadContent(process.cwd());
const data = buildSearchIndex(site);
const engine = createEngine(data);
const extra = process.argv.slice(2).map((f) => ({ file: f, queries: (JSON.parse(fs.readFileSync(f, 'utf8')) as [string, string[]][]).map(([q, expect]) => ({ q, expect })) }));
const sets = [...QUERY_SETS.map((file) => ({ file, queries: readQuerySet(process.cwd(), file) })), ...readOutsideSets(process.cwd()), ...extra];
let out = '';
for (const { file, queries } of sets) {
  const q = measureQuality(engine, queries);
  console.log(`${file.padEnd(50)} n=${queries.length} hit@1 ${(100 * q.hit1).toFixed(1)} hit@3 ${(100 * q.hit3).toFixed(1)} mrr ${q.mrr.toFixed(3)}`);
  for (const r of q.ranks.filter((r) => r.rank !== 1)) out += `${file.split('/').pop()}\t${r.rank || '>10'}\t${r.q}\t→ ${r.wanted.join('|')}\tgot ${r.top.slice(0, 3).join(', ')}\n`;
}
fs.writeFileSync('/work/seval/misses.txt', out);
