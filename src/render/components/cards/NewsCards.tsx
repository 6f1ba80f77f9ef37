import type { NewsCard } from '../../../shared/content/cards';
import { formatDate } from '../../../shared/text/format';
import { UI } from '../../../shared/strings/ui';

/** News cards, in the order given (newest first). */
export function NewsCards({ items, headingLevel = 3 }: { items: NewsCard[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="card-grid" role="list">
      {items.map((n) => (
        <li key={n.route} className="card card--link card--news">
          <p className="card__meta">
            {UI.publishedOn} <time dateTime={n.data}>{formatDate(n.data)}</time>
          </p>
          <Heading className="card__title">
            <a href={n.route} className="card__link">{n.title}</a>
          </Heading>
          <p>{n.resumo}</p>
        </li>
      ))}
    </ul>
  );
}
