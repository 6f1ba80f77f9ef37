import { news } from 'virtual:news';
import { NEWS } from '../../../shared/strings/institucional';
import { NewsCards } from '../cards/NewsCards';
import { ButtonLink } from '../ButtonLink';

/**
 * /noticias: every news item, newest first. The spec's placeholder text shows only while
 * content/noticias/ has no published item.
 */
export function NewsList() {
  if (news.length > 0) return <NewsCards items={news} headingLevel={2} />;
  return (
    <div className="news-empty">
      <p><strong>{NEWS.emptyText}</strong></p>
      <p>{NEWS.emptyHelp}</p>
      <ButtonLink to="/contato">{NEWS.contact}</ButtonLink>
    </div>
  );
}
