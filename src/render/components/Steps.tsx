import { InlineText } from './InlineText';
import { UI } from '../../shared/strings/ui';

export interface Step { titulo: string; descricao: string }

/** Numbered steps; the number comes from the order, so editors never renumber by hand. */
export function Steps({ items }: { items: readonly Step[] }) {
  return (
    <ol className="steps">
      {items.map((s, i) => (
        <li key={s.titulo} className="steps__item">
          <span className="steps__number" aria-hidden="true">{i + 1}</span>
          <h3 className="steps__title"><span className="sr-only">{UI.step} {i + 1}: </span>{s.titulo}</h3>
          <p><InlineText text={s.descricao} /></p>
        </li>
      ))}
    </ol>
  );
}
