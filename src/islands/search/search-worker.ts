/** The search's own thread, so ranking a big site never holds the page (typing, scrolling) on a cheap phone. */
import { RANK_MEASURE } from '../../shared/search/timing';
import type { SearchReply, SearchRequest } from './search-messages';
import { openEngine } from './open-engine';

const scope = self as unknown as { onmessage: ((event: MessageEvent<SearchRequest>) => void) | null; postMessage(reply: SearchReply): void };

/** A typed query still waiting when a newer one comes is not ranked: its list would be replaced at once. */
let newestTyped = -1;

scope.onmessage = ({ data: request }) => {
  if (request.kind === 'find' && request.options?.typing) newestTyped = request.id;
  const reply = async (): Promise<SearchReply> => {
    const engine = await openEngine();
    if (request.kind === 'open') return { id: request.id, kind: 'open', answers: engine.answers };
    // Queries typed meanwhile arrive first.
    await new Promise((resolve) => setTimeout(resolve));
    if (request.options?.typing && request.id !== newestTyped) return { id: request.id, kind: 'stale' };
    performance.clearMeasures?.(RANK_MEASURE);
    const response = await engine.find(request.query, request.options);
    // For the benchmark, which reads the page's timeline; old Safari's workers keep none.
    const rankMs = (performance.getEntriesByName?.(RANK_MEASURE) ?? []).reduce((sum, entry) => sum + entry.duration, 0);
    return { id: request.id, kind: 'find', response, rankMs };
  };
  reply().then(
    (message) => scope.postMessage(message),
    () => scope.postMessage({ id: request.id, kind: 'error' }),
  );
};
