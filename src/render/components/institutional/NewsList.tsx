import { news } from 'virtual:news';
import { NEWS } from '../../../shared/strings/institucional';
import { NewsCards } from '../cards/NewsCards';
import { ButtonLink } from '../ButtonLink';

type NewsItem = (typeof news)[number];

function byYear(items: NewsItem[]): [year: string, items: NewsItem[]][] {
  const years = new Map<string, NewsItem[]>();
  for (const item of items) {
    const year = item.data.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), item]);
  }
  return [...years];
}

/**
 * /noticias, newest first; with more than one year, grouped by year with a list of years at the top.
 * The spec's placeholder shows only while there is no published item.
 */
export function NewsList() {
  if (!news.length) {
    return (
      <div className="news-empty">
        <p><strong>{NEWS.emptyText}</strong></p>
        <p>{NEWS.emptyHelp}</p>
        <ButtonLink to="/contato">{NEWS.contact}</ButtonLink>
      </div>
    );
  }
  const years = byYear(news);
  if (years.length === 1) return <NewsCards items={news} headingLevel={2} />;
  return (
    <>
      <nav aria-label={NEWS.years} className="news-years">
        <ul>
          {years.map(([year]) => <li key={year}><a href={`#${NEWS.yearId(year)}`}>{year}</a></li>)}
        </ul>
      </nav>
      {years.map(([year, items]) => (
        <section key={year} aria-labelledby={NEWS.yearId(year)}>
          <h2 id={NEWS.yearId(year)}>{year}</h2>
          <NewsCards items={items} headingLevel={3} />
        </section>
      ))}
    </>
  );
}
