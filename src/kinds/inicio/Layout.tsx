import type { ReactNode } from 'react';

/** The home page has no frame of its own: its text places the site's highlights (src/render/components/). */
export function Layout({ children }: { children: ReactNode }) {
  return children;
}
