import platforms from 'virtual:platforms';
import { Icon } from '../Icon';
import { SmartLink } from '../SmartLink';
import { PLATFORMS } from '../../../shared/strings/institucional';
import { displayHost } from './hosts';

/** Home page strip: the platforms marked `destaqueInicio: true`, as links that open in a new tab. */
export function PlatformStrip() {
  const featured = platforms.categorias.flatMap((category) =>
    category.servicos.filter((s) => s.destaqueInicio).map((s) => ({ ...s, categoria: category.categoria })),
  );
  return (
    <ul className="platform-strip" role="list" aria-label={PLATFORMS.stripLabel}>
      {featured.map((service) => (
        <li key={service.url}>
          <SmartLink href={service.url} className="platform-strip__link">
            <Icon name={service.icone} className="platform-strip__icon" />
            <span className="platform-strip__text">
              <span className="platform-strip__title">{service.categoria}</span>{' '}
              <span className="platform-strip__host">{service.nome} · {displayHost(service.url)}</span>
            </span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
