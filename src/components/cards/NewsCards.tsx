import { Link } from 'react-router';
import { news } from 'virtual:cards';
import { formatDate } from '../../lib/format';
import { UI } from '../../strings/ui';

/** News cards, newest first; `limite` keeps only the first N (three on the home page). */
export function NewsCards({ limite, headingLevel = 3 }: { limite?: number; headingLevel?: 2 | 3 }) {
  const items = news.slice(0, limite);
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="card-grid" role="list">
      {items.map((n) => (
        <li key={n.route} className="card card--link card--news">
          <p className="card__meta">
            {UI.publishedOn} <time dateTime={n.data}>{formatDate(n.data)}</time>
          </p>
          <Heading className="card__title">
            <Link to={n.route} className="card__link">{n.title}</Link>
          </Heading>
          <p>{n.resumo}</p>
        </li>
      ))}
    </ul>
  );
}
