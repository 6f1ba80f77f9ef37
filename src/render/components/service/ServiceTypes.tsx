import type { ServiceFrontmatter } from '../../../kinds/servico/schema';
import { Card, CardGrid } from '../blocks/Cards';
import { InlineText } from '../InlineText';

type TypeCard = NonNullable<ServiceFrontmatter['tipos']>[number];

/** Grid of the kinds of a service (e.g. sale, donation, exchange), highlighted cards first in emphasis. */
export function ServiceTypes({ items }: { items: TypeCard[] }) {
  return (
    <CardGrid>
      {items.map((t) => (
        <Card key={t.titulo} title={t.titulo} icon={t.icone} className={t.destaque ? 'card--highlight' : undefined}>
          <p><InlineText text={t.descricao} /></p>
          {t.itens && (
            <ul className="check-list">
              {t.itens.map((i) => <li key={i}><InlineText text={i} /></li>)}
            </ul>
          )}
        </Card>
      ))}
    </CardGrid>
  );
}
