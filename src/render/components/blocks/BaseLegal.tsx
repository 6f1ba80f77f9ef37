import type { ReactNode } from 'react';

/**
 * The legal basis of a statement, where it is read: "(Lei nº 10.048/2000, art. 1º)". legal-statements.test.ts
 * counts a passage with this block as citing the law.
 */
export function BaseLegal({ children }: { children?: ReactNode }) {
  return <span className="base-legal" data-base-legal="">({children})</span>;
}
