/**
 * Services only some offices do (office.yml `atribuicoes`, e.g. the property registry). A service page
 * with `atribuicao: registroDeImoveis` describes the service either way; when this office does not do it,
 * the page must not offer a request, a booking or this office's fees for it.
 */
import type { Office } from './schema/index.ts';
import type { ServiceFrontmatter } from '../../kinds/servico/schema.ts';

/** Whether this office does the service the page describes (true for every page without `atribuicao`). */
export function offeredHere(fm: Pick<ServiceFrontmatter, 'atribuicao'>, office: Pick<Office, 'atribuicoes'>): boolean {
  return fm.atribuicao === undefined || office.atribuicoes[fm.atribuicao];
}
