import type { ReactNode } from 'react';

/** Cards that share the row evenly: two side by side, three on wide screens, one on phones. */
export function Columns({ children }: { children: ReactNode }) {
  return <div className="columns">{children}</div>;
}
