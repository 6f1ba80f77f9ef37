#!/usr/bin/env -S npx tsx
/**
 * `npm run bench:search`: quality (hit@1, hit@3, MRR on the tuning and held-out sets), per-query and
 * while-typing latency, and index size of the site search, with the code the browser runs. A target with
 * "#anchor" must be the section the page's entry links to. It reports; it never fails on speed.
 */
import zlib from 'node:zlib';
import { register } from 'node:module';

// Components reached through the extractor may import CSS: stub it for Node.
register('data:text/javascript,' + encodeURIComponent(
  "export async function load(url, context, next) { return url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context); }",
));

const root = process.cwd();
const { loadContent } = await import('../src/node/content/load');
const { formatContentErrors } = await import('../src/node/content/report');
const { buildSearchIndex } = await import('../src/node/search-index/extract');
const { createEngine } = await import('../src/shared/search/whole-engine');
const { measureQuality } = await import('../src/shared/search/quality');
const { median, percentile } = await import('../src/node/bench/bench-stats');
const { setFamilies, setSoundAlike } = await import('../src/shared/search/vocabulary');
const { HELD_OUT_SETS, QUERY_SETS, TUNING_SET, readOutsideSets, readQuerySet } = await import('../src/node/bench/query-sets');

const TARGETS = { hit3: 0.95, p95: 16, gzipKB: 60 };
const mark = (ok: boolean) => (ok ? '✓' : '✗');
const ITERATIONS = 40;
/** `--verbose` also lists the queries whose page came second or third. */
const VERBOSE = process.argv.includes('--verbose');

/** `SEARCH_PHONETIC=0` / `SEARCH_FAMILIES=0` turn sound-alike / word-family matching off, to compare. */
const PHONETIC = process.env.SEARCH_PHONETIC !== '0';
const FAMILIES = process.env.SEARCH_FAMILIES !== '0';
setSoundAlike(PHONETIC);
setFamilies(FAMILIES);

const site = loadContent(root);
if (site.errors.length) {
  console.error(formatContentErrors(site.errors));
  process.exit(1);
}
const data = buildSearchIndex(site);
const json = JSON.stringify(data);
const raw = Buffer.byteLength(json);
const gzip = zlib.gzipSync(json, { level: 9 }).length;

const started = performance.now();
const engine = createEngine(data);
const buildMs = performance.now() - started;

const sets = [...QUERY_SETS.map((file) => ({ file, queries: readQuerySet(root, file) })), ...readOutsideSets(root)];
const queries = sets.flatMap((s) => s.queries);

// Quality, as /busca ranks (finished queries, one entry per page), per set.
const qualityLines = sets.map(({ file, queries: qs }) => {
  const quality = measureQuality(engine, qs);
  const misses = quality.ranks
    .filter(({ rank }) => !rank || rank > 3 || (VERBOSE && rank > 1))
    .map(({ q, wanted, rank, top }) => `  ${JSON.stringify(q)} → esperado ${wanted.join(' ou ')} (posição ${rank || '>10'}); veio: ${top.join(', ')}`);
  const pct = (n: number) => `${(100 * n).toFixed(1)}%`;
  return {
    summary: `  ${file} (${qs.length}): hit@1 ${pct(quality.hit1)}   hit@3 ${pct(quality.hit3)} ${mark(quality.hit3 >= TARGETS.hit3)}   MRR ${quality.mrr.toFixed(3)}`,
    misses: misses.length ? [`${VERBOSE ? 'Fora do primeiro lugar' : 'Fora dos três primeiros'} em ${file} (${misses.length}):`, ...misses] : [],
  };
});

// Speed: warm up, then time each query many times, word look-ups recomputed every run.
const time = (run: () => void) => {
  engine.clearMemo();
  const t0 = performance.now();
  run();
  return performance.now() - t0;
};
for (let i = 0; i < 3; i++) for (const { q } of queries) engine.search(q);
const perQuery = queries.map(({ q }) => median(Array.from({ length: ITERATIONS }, () => time(() => engine.search(q)))));
const prefixes = queries.flatMap(({ q }) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)));
const typing = prefixes.map((p) => median(Array.from({ length: 5 }, () => time(() => engine.search(p, { typing: true, limit: 8, perPage: 0 })))));

const ms = (n: number) => `${n.toFixed(2)} ms`;
const p95 = percentile(perQuery, 95);

console.log(`Busca — ${queries.length} consultas, índice de ${data.p.length} páginas e ${data.r.length} seções (meta hit@3 ≥ ${TARGETS.hit3 * 100}%)${PHONETIC ? '' : ', sem correspondência por som'}${FAMILIES ? '' : ', sem famílias de palavras'}`);
console.log('');
for (const { summary } of qualityLines) console.log(summary);
console.log('');
console.log(`  latência por consulta (mediana de ${ITERATIONS} execuções cada): p50 ${ms(percentile(perQuery, 50))}, p95 ${ms(p95)}, máx ${ms(Math.max(...perQuery))}   ${mark(p95 <= TARGETS.p95)} meta p95 ≤ ${TARGETS.p95} ms`);
console.log(`  latência digitando (${prefixes.length} prefixos): p50 ${ms(percentile(typing, 50))}, p95 ${ms(percentile(typing, 95))}, máx ${ms(Math.max(...typing))}`);
console.log(`  montagem do índice no navegador (uma vez): ${ms(buildMs)}`);
console.log('');
console.log(`  índice: ${(raw / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip   ${mark(gzip / 1024 <= TARGETS.gzipKB)} meta ≤ ${TARGETS.gzipKB} KB gzip`);
for (const { misses } of qualityLines) if (misses.length) console.log(['', ...misses].join('\n'));

// Growth at 1×, 10× and 100×, beside Pagefind; `--sem-escala` skips it (three builds), `--escala=100` measures one size.
if (!process.argv.includes('--sem-escala')) {
  const { benchScale } = await import('./bench-search-scale');
  const only = process.argv.find((a) => a.startsWith('--escala='));
  // The tuning and first held-out sets only, so the scaled figures compare across runs.
  await benchScale(sets.filter(({ file }) => file === TUNING_SET || file === HELD_OUT_SETS[0]), only ? only.slice('--escala='.length).split(',').map(Number) : undefined);
}
