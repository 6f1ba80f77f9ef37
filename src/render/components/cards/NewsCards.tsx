import type { NewsCard } from '../../../shared/content/cards';
import { formatDate } from '../../../shared/text/format';
import { UI } from '../../../shared/strings/ui';
import { Card, CardGrid } from '../blocks/Cards';
import { SampleMark } from '../samples/SampleMark';

/** News cards, in the order given (newest first). */
export function NewsCards({ items, headingLevel = 3 }: { items: NewsCard[]; headingLevel?: 2 | 3 }) {
  return (
    <CardGrid>
      {items.map((n) => (
        <Card
          key={n.route} title={n.title} href={n.route} headingLevel={headingLevel} className="card--news"
          meta={<p className="card__meta">{UI.publishedOn} <time dateTime={n.data}>{formatDate(n.data)}</time><SampleMark kind="news" when={n.amostra} /></p>}
        >
          <p>{n.resumo}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
