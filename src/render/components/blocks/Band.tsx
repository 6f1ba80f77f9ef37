import type { ReactNode } from 'react';
import { slugify } from '../../../shared/text/slug';

/** A full-width band with an h2 (home page sections). Its id is the title's slug unless given. */
export function Band({ title, id, tone = 'plain', children }: { title: string; id?: string; tone?: 'plain' | 'muted' | 'brand'; children: ReactNode }) {
  const anchor = id ?? slugify(title);
  return (
    <section className={`band band--${tone}`} aria-labelledby={anchor}>
      <div className="container">
        <h2 id={anchor} className="band__title">{title}</h2>
        {children}
      </div>
    </section>
  );
}
