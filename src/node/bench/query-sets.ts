/** The query sets that score the search: the tuning set and the held-out ones, read from one place. */
import fs from 'node:fs';
import path from 'node:path';
import type { QualityQuery } from '../../shared/search/quality';

export const TUNING_SET = 'tests/fixtures/search-queries.json';
export const HELD_OUT_SETS = ['tests/fixtures/search-queries-holdout.json', 'tests/fixtures/search-queries-fresh.json'];
export const QUERY_SETS = [TUNING_SET, ...HELD_OUT_SETS];

/** Sets by people who never saw the site, kept beside the project: each a list of [query, [routes]]. */
export const OUTSIDE_SETS_DIR = '../shared/search-sets';

export function readQuerySet(root: string, file: string): QualityQuery[] {
  return (JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { queries: QualityQuery[] }).queries;
}

/** None when the folder is absent. */
export function readOutsideSets(root: string): { file: string; queries: QualityQuery[] }[] {
  const dir = path.join(root, OUTSIDE_SETS_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => ({
    file: path.join(OUTSIDE_SETS_DIR, f),
    queries: (JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as [string, string[]][]).map(([q, expect]) => ({ q, expect })),
  }));
}
