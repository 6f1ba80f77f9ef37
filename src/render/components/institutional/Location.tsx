import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { MapLink } from './MapLink';

/** Location block: the address, a drawn map placeholder (CSS only, no third-party request) and the real map's link. */
export function Location({ children }: { children: ReactNode }) {
  return (
    <div className="location">
      <div className="location__map" aria-hidden="true">
        <Icon name="map-pin" size={48} className="location__pin" />
      </div>
      <div className="location__body">
        {children}
        <MapLink />
      </div>
    </div>
  );
}
