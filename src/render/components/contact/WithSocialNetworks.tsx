import type { ReactNode } from 'react';
import { office } from '../../site';

/**
 * Text about the office's social networks, shown only once content/office.yml lists some (`redesSociais`):
 * a page never speaks of profiles the site does not show.
 */
export function WithSocialNetworks({ children }: { children?: ReactNode }) {
  return office.redesSociais.length > 0 ? <>{children}</> : null;
}
