import { services } from 'virtual:cards';
import type { ServiceCard } from '../../../shared/content/cards';
import { Icon } from '../Icon';
import { UI } from '../../../shared/strings/ui';

interface Props {
  /** Only this group (notariais, registro, certidoes); all when absent. */
  grupo?: ServiceCard['grupo'];
  /** Only the services marked destaqueInicio (home page). */
  destaques?: boolean;
  headingLevel?: 2 | 3;
}

/** Cards linking to service pages, read from the services' own frontmatter. */
export function ServiceCards({ grupo, destaques = false, headingLevel = 3 }: Props) {
  const shown = services.filter((s) => (!grupo || s.grupo === grupo) && (!destaques || s.destaqueInicio));
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="card-grid" role="list">
      {shown.map((s) => (
        <li key={s.route} className="card card--link">
          <Icon name={s.icone} className="card__icon" />
          <Heading className="card__title">
            <a href={s.route} className="card__link">{s.title}</a>
          </Heading>
          <p>{s.resumo}</p>
          <span className="card__more" aria-hidden="true">{UI.readMore} →</span>
        </li>
      ))}
    </ul>
  );
}
