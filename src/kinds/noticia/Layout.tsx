import type { ReactNode } from 'react';
import type { NewsFrontmatter } from './schema';
import { Breadcrumbs } from '../../render/layout/Breadcrumbs';
import { formatDate } from '../../shared/text/format';
import { UI } from '../../shared/strings/ui';
import { SampleMark } from '../../render/components/samples/SampleMark';

export function Layout({ fm, children }: { fm: NewsFrontmatter; children: ReactNode }) {
  return (
    <article className="page news-item">
      <Breadcrumbs trail={[{ name: UI.breadcrumbNews, path: '/noticias' }]} current={fm.title} />
      <header className="page-header">
        <div className="container">
          <h1 tabIndex={-1}>{fm.title}</h1>
          <p className="page-header__meta">{UI.publishedOn} <time dateTime={fm.data}>{formatDate(fm.data)}</time><SampleMark kind="news" when={fm.amostra ?? false} /></p>
        </div>
      </header>
      <div className="container prose">
        {children}
        <p><a href="/noticias">← {UI.allNews}</a></p>
      </div>
    </article>
  );
}
