/**
 * The search's own thread: the engine fetches the index parts and ranks here, so ranking a big site
 * never holds the page (typing, scrolling, the header box) on a cheap phone. The page asks through
 * search-client.ts and draws the answer; the messages are search-messages.ts.
 */
import { RANK_MEASURE } from '../../shared/search/timing';
import type { SearchReply, SearchRequest } from './search-messages';
import { openEngine } from './open-engine';

const scope = self as unknown as { onmessage: ((event: MessageEvent<SearchRequest>) => void) | null; postMessage(reply: SearchReply): void };

scope.onmessage = ({ data: request }) => {
  const reply = async (): Promise<SearchReply> => {
    const engine = await openEngine();
    if (request.kind === 'open') return { id: request.id, kind: 'open', answers: engine.answers };
    performance.clearMeasures(RANK_MEASURE);
    const response = await engine.find(request.query, request.options);
    // The ranking's own time, for `npm run bench:search` (it reads the page's timeline, not this one).
    const rankMs = performance.getEntriesByName(RANK_MEASURE).reduce((sum, entry) => sum + entry.duration, 0);
    return { id: request.id, kind: 'find', response, rankMs };
  };
  reply().then(
    (message) => scope.postMessage(message),
    () => scope.postMessage({ id: request.id, kind: 'error' }),
  );
};
