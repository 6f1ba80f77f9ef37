import type { ServiceFrontmatter } from '../../../kinds/servico/schema';
import { Icon } from '../Icon';
import { InlineText } from '../InlineText';

export function Warnings({ items }: { items: NonNullable<ServiceFrontmatter['avisos']> }) {
  return (
    <ul className="warning-list" role="list">
      {items.map((w) => (
        <li key={w.titulo} className="warning">
          <Icon name="triangle-alert" className="warning__icon" />
          <div>
            <h3 className="warning__title">{w.titulo}</h3>
            <p><InlineText text={w.descricao} /></p>
          </div>
        </li>
      ))}
    </ul>
  );
}
