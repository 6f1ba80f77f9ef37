import platforms from 'virtual:platforms';
import { Card, CardGrid } from '../blocks/Cards';
import { SmartLink } from '../SmartLink';
import { slugify } from '../../../shared/text/slug';
import { PLATFORMS } from '../../../shared/strings/institucional';
import { displayHost } from './hosts';

/** The official national platforms: a section per category, a card per platform. */
export function PlatformList() {
  return (
    <div className="platform-list">
      {platforms.categorias.map((category) => {
        const id = `plataformas-${slugify(category.categoria)}`;
        return (
          <section key={category.categoria} className="platform-category" aria-labelledby={id}>
            <h2 id={id}>{category.categoria}</h2>
            <p className="platform-category__lead">{category.descricao}</p>
            <CardGrid className="platform-grid">
              {category.servicos.map((service) => (
                <Card key={service.url} title={service.nome} icon={service.icone} className="platform-card">
                  <p>{service.descricao}</p>
                  <p className="platform-card__action">
                    <SmartLink href={service.url} className="platform-card__link">
                      {PLATFORMS.access(displayHost(service.url))}
                      <span aria-hidden="true"> ↗</span>
                    </SmartLink>
                  </p>
                </Card>
              ))}
            </CardGrid>
          </section>
        );
      })}
    </div>
  );
}
