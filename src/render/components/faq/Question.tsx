import type { ReactNode } from 'react';

/**
 * One FAQ entry, written in content/duvidas/*.mdx as
 *   <Question id="prazo-certidao" title="Qual o prazo?"> answer in Markdown </Question>
 *
 * Static HTML with every answer open, so it reads in full without scripts (and when they fail).
 * src/islands/page/faq.ts makes each question a toggle of its own; CSS keeps the answers closed from the
 * first paint while scripts load (except the one the address points at, `:target`).
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
