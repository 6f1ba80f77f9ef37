import { office } from '../../site';
import { OFFICE } from '../../../shared/strings/institucional';
import { Icon } from '../Icon';
import { SmartLink } from '../SmartLink';

/** Opens the address in the visitor's map app. No embedded map: the page makes no third-party request. */
export function MapLink() {
  return (
    <p className="map-link">
      <SmartLink href={office.mapaUrl} className="button button--primary">
        <Icon name="map-pin" size={20} /> {OFFICE.openMap}
      </SmartLink>
      <span className="map-link__note">{OFFICE.mapNote}</span>
    </p>
  );
}
