import type { ReactNode } from 'react';

/** A titled page section whose id is a stable anchor (#documentos, #prazos…). */
export function Section({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`section ${className ?? ''}`} aria-labelledby={id}>
      <h2 id={id} className="section__title">{title}</h2>
      {children}
    </section>
  );
}
