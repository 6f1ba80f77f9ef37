import type { ReactNode } from 'react';

/**
 * The legal basis of a statement, where it is read: "(Lei nº 10.048/2000, art. 1º)", the citation a
 * fact of content/fatos/leis.yml (a link to the official text). In MDX:
 * `… têm atendimento prioritário <BaseLegal>{{fatos.leiAtendimentoPrioritario}}</BaseLegal>.`
 * The unit test tests/unit/legal-statements.test.ts counts a passage with this block as citing the law.
 */
export function BaseLegal({ children }: { children?: ReactNode }) {
  return <span className="base-legal" data-base-legal="">({children})</span>;
}
