import type { ReactNode } from 'react';
import type { PageFrontmatter } from './schema.ts';

/** Frame of an ordinary content page: title, optional subtitle, then the MDX body. */
export function PageLayout({ title, subtitle, showTitle = true, children }: { title: string; subtitle?: string; showTitle?: boolean; children: ReactNode }) {
  return (
    <article className="page">
      {showTitle && (
        <header className="page-header">
          <div className="container">
            <h1 tabIndex={-1}>{title}</h1>
            {subtitle && <p className="page-header__lead">{subtitle}</p>}
          </div>
        </header>
      )}
      <div className="container prose">{children}</div>
    </article>
  );
}

export function Layout({ fm, children }: { fm: PageFrontmatter; children: ReactNode }) {
  return <PageLayout title={fm.title} subtitle={fm.subtitulo} showTitle={fm.mostrarTitulo}>{children}</PageLayout>;
}
