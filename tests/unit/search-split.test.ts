/**
 * The split index (issue #21 point 5): a browser that fetches only the shards and page fragments a
 * search needs answers exactly as the whole index does, for every query of both fixtures, as typed
 * (the header box) and finished (/busca), each from a fresh start; and it fetches only part of the index.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/node/content/load';
import { buildSearchIndex } from '../../src/node/search-index/extract';
import { createLazyEngine, type SearchOptions, type SearchResponse } from '../../src/shared/search/engine';
import { createEngine } from '../../src/shared/search/whole-engine';
import { shardOf, splitIndex } from '../../src/shared/search/index-split';
import { bucketOf } from '../../src/shared/search/terms';
import { QUERY_SETS, readQuerySet } from '../../src/node/bench/query-sets';

const ROOT = path.resolve(__dirname, '../..');
const index = buildSearchIndex(loadContent(ROOT));
// Small shards and fragments of 4 sections: a search crosses several of each, as on a big site.
const split = splitIndex(index, 6_000, 4);
const queries = QUERY_SETS.flatMap((file) => readQuerySet(ROOT, file).map((q) => q.q));

/** A lazy engine over the split files, counting what it fetches. */
function lazy() {
  const fetched = { shards: new Set<number>(), fragments: new Set<number>() };
  const engine = createLazyEngine(split.core, {
    shard: async (i) => (fetched.shards.add(i), split.shards[i]),
    fragment: async (page, chunk) => (fetched.fragments.add(page), split.fragments[page][chunk]),
  });
  return { engine, fetched };
}

const summary = (r: SearchResponse) => ({
  total: r.total,
  hits: r.hits.map((h) => [h.href, h.title, h.drawn, h.coverage, h.score.toFixed(6), h.sections.map((s) => s.href)]),
  terms: [...r.terms].sort(),
});

describe('split search index', () => {
  const whole = createEngine(index);

  it('files every term in the shard of its first two letters, and every section under its page', () => {
    expect(split.shards.length).toBeGreaterThan(3);
    split.shards.forEach((shard, i) => {
      for (const term of Object.keys(shard.w)) expect(shardOf(split.core.t, bucketOf(term)), term).toBe(i);
    });
    expect(split.core.n.reduce((a, b) => a + b, 0)).toBe(index.r.length);
    expect(split.fragments.map((chunks) => chunks.reduce((sum, f) => sum + f[3].length, 0))).toEqual(split.core.n);
    split.fragments.forEach((chunks, page) => expect(chunks.length).toBe(Math.ceil(split.core.n[page] / 4)));
  });

  it('answers every fixture query, as typed and finished, exactly as the whole index does', async () => {
    const differ: string[] = [];
    for (const q of queries) {
      // A fresh page per query, as a visitor lands with nothing fetched: its parts come as half the query
      // is typed (as the header box asks), then the rest as it is searched (as /busca asks).
      const { engine } = lazy();
      const check = async (typed: string, options: SearchOptions) => {
        if (JSON.stringify(summary(await engine.find(typed, options))) !== JSON.stringify(summary(whole.search(typed, options)))) differ.push(`${typed} ${JSON.stringify(options)}`);
      };
      await check(q.slice(0, Math.ceil(q.length / 2)), { typing: true, limit: 8, perPage: 0 });
      await check(q, { limit: 20, perPage: 3 });
    }
    expect(differ).toEqual([]);
  }, 60_000); // About 600 searches on each engine: seconds alone, more beside the browser tests in `npm test`.

  it('a word misspelt at its first letters fetches the shards it may belong in, and answers as the whole index', async () => {
    for (const q of ['sertidao de nacimento', 'etstamento', 'ajendar orario', 'rpocuracao publica', 'xertidao de protesto', 'regitro de inmovel']) {
      const { engine } = lazy();
      expect(summary(await engine.find(q, { limit: 10 })), q).toEqual(summary(whole.search(q, { limit: 10 })));
    }
    const { engine } = lazy();
    expect((await engine.find('sertidao de nacimento', { limit: 5 })).hits[0]?.route).toBe('/servicos/certidoes-registro-civil');
    // One key off at the first letter (x beside c) or the second (n beside m).
    expect((await lazy().engine.find('xertidao de protesto', { limit: 5 })).hits[0]?.route).toBe('/servicos/certidoes-protesto');
    expect((await lazy().engine.find('regitro de inmovel', { limit: 5 })).hits[0]?.route).toBe('/servicos/registro-imoveis');
  });

  it('fetches for a search only the shards of its words and the pages it shows', async () => {
    const { engine, fetched } = lazy();
    await engine.find('testamento', { limit: 5 });
    expect(fetched.shards.size).toBeLessThanOrEqual(2);
    expect(fetched.shards.size).toBeLessThan(split.shards.length);
    expect(fetched.fragments.size).toBe(engine.search('testamento', { limit: 5 }).hits.length);
    expect(engine.search('testamento', { limit: 5 }).hits[0].route).toBe('/servicos/testamentos');
  });

  it('a search before its parts have come says so instead of answering wrongly', () => {
    const { engine } = lazy();
    // Without its shards the query finds nothing; with them but not its pages, it cannot draw them.
    expect(engine.search('testamento').hits).toEqual([]);
  });

  it('a failed download rejects, and the next call fetches again', async () => {
    let fail = true;
    const engine = createLazyEngine(split.core, {
      shard: async (i) => {
        if (fail) throw new Error('offline');
        return split.shards[i];
      },
      fragment: async (page, chunk) => split.fragments[page][chunk],
    });
    await expect(engine.find('procuracao')).rejects.toThrow('offline');
    fail = false;
    await engine.find('procuracao');
    expect(engine.search('procuracao').hits[0].route).toBe('/servicos/procuracoes');
  });
});
