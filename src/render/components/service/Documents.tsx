import type { ServiceFrontmatter } from '../../../shared/content/schema';
import { InlineText } from '../InlineText';

/** Documents to bring, grouped (e.g. "Pessoas físicas", "Do imóvel"). */
export function Documents({ groups }: { groups: NonNullable<ServiceFrontmatter['documentos']> }) {
  return (
    <div className="doc-groups">
      {groups.map((g) => (
        <div key={g.grupo} className="doc-group">
          <h3 className="doc-group__title">{g.grupo}</h3>
          <ul className="check-list">
            {g.itens.map((i) => <li key={i}><InlineText text={i} /></li>)}
          </ul>
        </div>
      ))}
    </div>
  );
}
