import { latestNews } from 'virtual:cards';
import { NewsCards } from './NewsCards';

/** The newest news items; only these travel with the home page, however many there are. */
export function LatestNews() {
  return <NewsCards items={latestNews} />;
}
