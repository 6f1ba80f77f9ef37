import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { MapLink } from './MapLink';

/**
 * Location block: the address text (children, written in the page with {{cartorio.endereco}}),
 * a drawn map placeholder (CSS only, no third-party request) and the link that opens the real map.
 */
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
