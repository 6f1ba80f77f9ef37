/** Splits the whole index into the files a browser fetches on demand. Pure: the build and the tests split alike. */
import { FIELD } from './rank';
import { bucketOf, contentTerms, keywordNames, phraseKey } from './terms';
import { FRAGMENT_SECTIONS, fragmentName, INDEX_URL, partUrl, shardName, type PageFragment, type SearchCore, type SearchIndexData, type ShardPostings, type TermShard } from './index-format';

/** Before compression: a query's words fetch a few shards. */
export const SHARD_BYTES = 24_000;

/** term → flat pairs [id, field mask, …], ids increasing. */
type Postings = Map<string, number[]>;

function post(map: Postings, term: string, id: number, bit: number) {
  let list = map.get(term);
  if (!list) map.set(term, (list = []));
  if (list[list.length - 2] === id) list[list.length - 1] |= bit;
  else list.push(id, bit);
}

/** Long lists of near ids compress to little. */
function gaps(pairs: number[] = []): number[] {
  const out = pairs.slice();
  for (let i = pairs.length - 2; i > 0; i -= 2) out[i] = pairs[i] - pairs[i - 2];
  return out;
}

/** Title, keywords and the route's last part, as in the engine's exact-match tiers. */
function pageKeys([route, title, keywords]: SearchIndexData['p'][number]): { title: string; keywords: string[] } {
  const keys = keywordNames(route, keywords.split(' · ')).map(phraseKey).filter(Boolean);
  return { title: phraseKey(title), keywords: [...new Set(keys)] };
}

export function splitIndex(data: SearchIndexData, shardBytes = SHARD_BYTES, fragmentSections = FRAGMENT_SECTIONS) {
  // The core tells sections apart only by their page's count: they must come page after page.
  data.r.forEach(([page], i) => {
    if (i && page < data.r[i - 1][0]) throw new Error(`search index: section ${i} of page ${page} comes after page ${data.r[i - 1][0]}`);
  });
  const sections: Postings = new Map();
  const pages: Postings = new Map();
  data.p.forEach(([, title, keywords, description], id) => {
    for (const t of contentTerms(title)) post(pages, t, id, FIELD.title);
    for (const t of contentTerms(keywords)) post(pages, t, id, FIELD.keywords);
    for (const t of contentTerms(description)) post(pages, t, id, FIELD.description);
  });
  data.r.forEach(([, heading, , text, tags = ''], id) => {
    for (const t of contentTerms(heading)) post(sections, t, id, FIELD.heading);
    for (const t of contentTerms(text)) post(sections, t, id, FIELD.text);
    for (const t of contentTerms(tags)) post(sections, t, id, FIELD.tags);
  });
  const keys = new Map<string, [number[], number[]]>();
  const key = (k: string) => {
    let entry = keys.get(k);
    if (!entry) keys.set(k, (entry = [[], []]));
    return entry;
  };
  data.p.forEach((page, id) => {
    const { title, keywords } = pageKeys(page);
    if (title) key(title)[0].push(id);
    for (const k of keywords) key(k)[1].push(id);
  });
  for (const [id, name] of data.n ?? []) key(phraseKey(name))[1].push(id);

  // Shards take whole buckets, in order, until big enough: a bucket is never split.
  const buckets = new Map<string, TermShard>();
  const bucket = (b: string) => {
    let shard = buckets.get(b);
    if (!shard) buckets.set(b, (shard = { w: {}, k: {} }));
    return shard;
  };
  for (const term of [...new Set([...sections.keys(), ...pages.keys()])].sort()) {
    bucket(bucketOf(term)).w[term] = [gaps(sections.get(term)), gaps(pages.get(term))] satisfies ShardPostings;
  }
  for (const [k, [title, keyword]] of [...keys].sort(([a], [b]) => (a < b ? -1 : 1))) {
    bucket(bucketOf(k.split(' ')[0])).k[k] = [title, keyword];
  }
  const shards: TermShard[] = [];
  const starts: string[] = [];
  let size = Infinity;
  for (const b of [...buckets.keys()].sort()) {
    const { w, k } = buckets.get(b)!;
    if (size >= shardBytes) {
      shards.push({ w: {}, k: {} });
      starts.push(b);
      size = 0;
    }
    const shard = shards[shards.length - 1];
    Object.assign(shard.w, w);
    Object.assign(shard.k, k);
    size += JSON.stringify(w).length + JSON.stringify(k).length;
  }
  if (!starts.length) starts.push('');
  if (!shards.length) shards.push({ w: {}, k: {} });
  starts[0] = '';

  const counts = data.p.map(() => 0);
  for (const [page] of data.r) counts[page] += 1;
  const fragments: PageFragment[][] = data.p.map(() => []);
  data.r.forEach(([page, heading, anchor, text]) => {
    const chunks = fragments[page];
    const [route, title, , description] = data.p[page];
    if (!chunks.length || chunks[chunks.length - 1][3].length === fragmentSections) chunks.push([route, title, description, []]);
    chunks[chunks.length - 1][3].push([heading, anchor, text]);
  });

  const core: SearchCore = {
    v: data.v,
    s: data.s,
    ...(data.x && { x: data.x }),
    ...(data.a && { a: data.a }),
    k: data.p.map(([, , , , rank]) => rank).join(''),
    rp: data.rp,
    n: counts,
    t: starts,
    c: fragmentSections,
  };
  return { core, shards, fragments };
}

/** By address. Parts sit in the version's folder: a new build never changes a file an open page may fetch. */
export function indexFiles(data: SearchIndexData): Map<string, unknown> {
  const { core, shards, fragments } = splitIndex(data);
  const files = new Map<string, unknown>([[INDEX_URL, core]]);
  shards.forEach((shard, i) => files.set(partUrl(core.v, shardName(i)), shard));
  fragments.forEach((chunks, page) => chunks.forEach((fragment, chunk) => files.set(partUrl(core.v, fragmentName(page, chunk)), fragment)));
  return files;
}

/** `starts` sorted, the first "". */
export function shardOf(starts: readonly string[], bucket: string): number {
  let i = 0;
  while (i + 1 < starts.length && starts[i + 1] <= bucket) i++;
  return i;
}
