import { latestNews } from 'virtual:cards';
import { NewsCards } from './NewsCards';

/** The newest news items (home page). Only these travel with the page, however many news there are. */
export function LatestNews() {
  return <NewsCards items={latestNews} />;
}
