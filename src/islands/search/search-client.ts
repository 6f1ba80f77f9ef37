/**
 * The page's side of the search. The engine runs in a worker so ranking never blocks the page (in the page
 * where workers are missing). A failed download rejects, and searching again retries.
 */
import type { SearchAnswers } from '../../shared/search/answers';
import type { SearchOptions, SearchResponse } from '../../shared/search/engine';
import { RANK_MEASURE } from '../../shared/search/timing';
import { measureSince } from '../../shared/user-timing';
import type { SearchReply, SearchRequest } from './search-messages';

export interface SearchClient {
  answers?: SearchAnswers;
  find(query: string, options?: SearchOptions): Promise<SearchResponse>;
}

let loading: Promise<SearchClient> | undefined;

type Pending = { resolve: (reply: SearchReply) => void; reject: (error: Error) => void };
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

function inWorker(): Promise<SearchClient> {
  const worker = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, Pending>();
  let next = 0;
  let stopped = false;
  worker.onmessage = ({ data: reply }: MessageEvent<SearchReply>) => {
    const asked = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.kind === 'error' || reply.kind === 'stale') asked?.reject(new Error(`search: ${reply.kind === 'error' ? 'a download failed' : 'a newer query was answered'}`));
    else asked?.resolve(reply);
  };
  // Its script could not be fetched (offline), or it broke: the next search starts a new one.
  worker.onerror = () => {
    worker.terminate();
    stopped = true;
    loading = undefined;
    for (const { reject } of pending.values()) reject(new Error('search: the worker stopped'));
    pending.clear();
  };
  const ask = (request: Unnumbered<SearchRequest>) => new Promise<SearchReply>((resolve, reject) => {
    if (stopped) {
      reject(new Error('search: the worker stopped'));
      return;
    }
    const id = next++;
    pending.set(id, { resolve, reject });
    worker.postMessage({ ...request, id });
  });
  const askWorker = (query: string, options?: SearchOptions) => ask({ kind: 'find', query, options }).then((reply) => {
    if (reply.kind !== 'find') throw new Error('search: unexpected reply');
    // On the page's own timeline, where the benchmark reads it.
    measureSince(RANK_MEASURE, performance.now() - reply.rankMs);
    return reply.response;
  });
  return ask({ kind: 'open' }).then(
    (opened): SearchClient => ({
      answers: opened.kind === 'open' ? opened.answers : undefined,
      // An island keeps its client: once this worker has stopped, its questions go to a new one.
      find: (query, options) => (stopped ? loadSearch().then((search) => search.find(query, options)) : askWorker(query, options)),
    }),
    (error: unknown) => {
      worker.terminate();
      stopped = true;
      throw error;
    },
  );
}

async function inPage(): Promise<SearchClient> {
  const { openEngine } = await import('./open-engine');
  const engine = await openEngine();
  return { answers: engine.answers, find: (query, options) => engine.find(query, options) };
}

const start = (): Promise<SearchClient> => (loading ??= (typeof Worker === 'function' ? inWorker() : inPage()).catch((error: unknown) => {
  loading = undefined;
  throw error;
}));

/** A start joined under way may predate the connection's return: if it fails, once more. */
export const loadSearch = (): Promise<SearchClient> => (loading ? start().catch(start) : start());
