import type { ServiceFrontmatter } from '../../../shared/content/schema';
import { Icon } from '../Icon';
import { InlineText } from '../InlineText';

type TypeCard = NonNullable<ServiceFrontmatter['tipos']>[number];

/** Grid of the kinds of a service (e.g. sale, donation, exchange), highlighted cards first in emphasis. */
export function ServiceTypes({ items }: { items: TypeCard[] }) {
  return (
    <ul className="card-grid" role="list">
      {items.map((t) => (
        <li key={t.titulo} className={`card${t.destaque ? ' card--highlight' : ''}`}>
          {t.icone && <Icon name={t.icone} className="card__icon" />}
          <h3 className="card__title">{t.titulo}</h3>
          <p><InlineText text={t.descricao} /></p>
          {t.itens && (
            <ul className="check-list">
              {t.itens.map((i) => <li key={i}><InlineText text={i} /></li>)}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
