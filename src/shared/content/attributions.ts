/**
 * Services only some offices do: when this office does not do one, its page describes it but offers no
 * request, booking or fees.
 */
import type { Office } from './schema/index.ts';
import type { ServiceFrontmatter } from '../../kinds/servico/schema.ts';

export function offeredHere(fm: Pick<ServiceFrontmatter, 'atribuicao'>, office: Pick<Office, 'atribuicoes'>): boolean {
  return fm.atribuicao === undefined || office.atribuicoes[fm.atribuicao];
}
