import type { ReactNode } from 'react';

/**
 * One FAQ entry: static HTML with the answer open, so it reads in full without scripts (and when they
 * fail); faq.ts makes it a toggle.
 */
export function Question({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  const panelId = `${id}-resposta`;
  return (
    <div className="faq-item" data-faq-item="">
      <h3 id={id} className="faq-item__question">
        <button type="button" className="faq-item__toggle" aria-expanded="true" aria-controls={panelId}>
          {title}
        </button>
      </h3>
      <div id={panelId} className="faq-item__answer">
        {children}
      </div>
    </div>
  );
}
