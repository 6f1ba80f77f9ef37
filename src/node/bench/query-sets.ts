/**
 * The citizens' query sets that score the search (tests/fixtures/): the tuning set, and the sets written
 * apart from it and never tuned to. The quality tests, the split-index test and `npm run bench:search`
 * all read them from here, so a new set reaches each of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { QualityQuery } from '../../shared/search/quality';

export const TUNING_SET = 'tests/fixtures/search-queries.json';
export const HELD_OUT_SETS = ['tests/fixtures/search-queries-holdout.json', 'tests/fixtures/search-queries-fresh.json'];
export const QUERY_SETS = [TUNING_SET, ...HELD_OUT_SETS];

/**
 * Sets written from outside the project (by people who never saw the site), kept beside it, not in it:
 * `../shared/search-sets/*.json`, each a list of [query, [routes]]. The bench reports them when the folder is there.
 */
export const OUTSIDE_SETS_DIR = '../shared/search-sets';

/** The queries of the set in `file` (one of the above), read from the project at `root`. */
export function readQuerySet(root: string, file: string): QualityQuery[] {
  return (JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { queries: QualityQuery[] }).queries;
}

/** The outside sets found next to the project at `root` (none when the folder is absent), by file name. */
export function readOutsideSets(root: string): { file: string; queries: QualityQuery[] }[] {
  const dir = path.join(root, OUTSIDE_SETS_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => ({
    file: path.join(OUTSIDE_SETS_DIR, f),
    queries: (JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as [string, string[]][]).map(([q, expect]) => ({ q, expect })),
  }));
}
