import { Link } from 'react-router';
import { servicePages } from '../../content/site';
import type { ManifestService } from '../../content/manifest';
import { Icon } from '../Icon';
import { UI } from '../../strings/ui';

interface Props {
  /** Only this group (notariais, registro, certidoes); all when absent. */
  grupo?: ManifestService['grupo'];
  /** Only the services marked destaqueInicio (home page). */
  destaques?: boolean;
  headingLevel?: 2 | 3;
}

/** Cards linking to service pages, read from the services' own frontmatter. */
export function ServiceCards({ grupo, destaques = false, headingLevel = 3 }: Props) {
  const pages = servicePages((p) => (!grupo || p.service!.grupo === grupo) && (!destaques || p.service!.destaqueInicio));
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="card-grid" role="list">
      {pages.map((p) => (
        <li key={p.route} className="card card--link">
          <Icon name={p.service!.icone} className="card__icon" />
          <Heading className="card__title">
            <Link to={p.route} className="card__link">{p.title}</Link>
          </Heading>
          <p>{p.service!.resumo}</p>
          <span className="card__more" aria-hidden="true">{UI.readMore} →</span>
        </li>
      ))}
    </ul>
  );
}
