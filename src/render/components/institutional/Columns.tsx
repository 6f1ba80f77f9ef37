import type { ReactNode } from 'react';

/**
 * Wraps a <CardGrid> (or card list) so its cards share the row evenly: two cards side by side,
 * three per row on wide screens, one per row on phones.
 */
export function Columns({ children }: { children: ReactNode }) {
  return <div className="columns">{children}</div>;
}
