import platforms from 'virtual:platforms';
import { Icon } from '../Icon';
import { SmartLink } from '../SmartLink';
import { slugify } from '../../../shared/text/slug';
import { PLATFORMS } from '../../../shared/strings/institucional';
import { displayHost } from './hosts';

/**
 * The official national platforms of content/plataformas.yml, one section (h2) per category and
 * one card (h3) per platform. Each card links to the platform in a new tab (SmartLink).
 */
export function PlatformList() {
  return (
    <div className="platform-list">
      {platforms.categorias.map((category) => {
        const id = `plataformas-${slugify(category.categoria)}`;
        return (
          <section key={category.categoria} className="platform-category" aria-labelledby={id}>
            <h2 id={id}>{category.categoria}</h2>
            <p className="platform-category__lead">{category.descricao}</p>
            <ul className="card-grid platform-grid" role="list">
              {category.servicos.map((service) => (
                <li key={service.url} className="card platform-card">
                  <Icon name={service.icone} className="card__icon" />
                  <h3 className="card__title">{service.nome}</h3>
                  <p>{service.descricao}</p>
                  <p className="platform-card__action">
                    <SmartLink href={service.url} className="platform-card__link">
                      {PLATFORMS.access(displayHost(service.url))}
                      <span aria-hidden="true"> ↗</span>
                    </SmartLink>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
