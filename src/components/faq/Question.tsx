import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * One FAQ entry, written in content/duvidas/*.mdx as
 *   <Question id="prazo-certidao" title="Qual o prazo?"> answer in Markdown </Question>
 *
 * Progressive enhancement:
 * - The prerendered HTML (and the first client render, so hydration matches) has every answer in the
 *   document and expanded. Without JavaScript the answers stay visible.
 * - With JavaScript available, faq.css hides the answers from the first paint (`@media (scripting: enabled)`)
 *   so nothing jumps when the page hydrates, except the one the address points at (`:target`).
 * - After hydration each question is a toggle of its own; /duvidas#<id> opens that answer.
 */
export function Question({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  const { hash } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (hash && decodeURIComponent(hash.slice(1)) === id) setOpen(true);
  }, [hash, id]);

  const expanded = !hydrated || open;
  const panelId = `${id}-resposta`;
  return (
    <div className={hydrated ? 'faq-item' : 'faq-item faq-item--prerendered'}>
      <h3 id={id} className="faq-item__question">
        <button
          type="button"
          className="faq-item__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {title}
        </button>
      </h3>
      <div id={panelId} className="faq-item__answer" hidden={!expanded}>
        {children}
      </div>
    </div>
  );
}
