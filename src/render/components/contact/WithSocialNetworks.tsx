import type { ReactNode } from 'react';
import { office } from '../../site';

/** Shown only once office.yml lists social networks: a page never speaks of profiles the site does not show. */
export function WithSocialNetworks({ children }: { children?: ReactNode }) {
  return office.redesSociais.length > 0 ? <>{children}</> : null;
}
