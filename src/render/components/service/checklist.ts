/** The document checklist a service page sends by WhatsApp (pure: no DOM, no office import). */
import type { ServiceFrontmatter } from '../../../kinds/servico/schema';
import { whatsappHref } from '../../../shared/text/format';
import { wellFormed } from '../../../shared/text/well-formed';
import { CHECKLIST_MESSAGE as M } from '../../../shared/strings/checklist';
import { plainInline } from '../../../shared/text/inline-markup';

export type DocumentGroups = NonNullable<ServiceFrontmatter['documentos']>;

export interface Checklist {
  service: string;
  office: string;
  groups: DocumentGroups;
  pageUrl: string;
}

/** The chat text. Lone UTF-16 halves become U+FFFD so that encoding the text cannot throw. */
export function checklistMessage({ service, office, groups, pageUrl }: Checklist): string {
  const lines = [`*${service}*`, M.subtitle(office)];
  for (const group of groups) {
    lines.push('', `*${group.grupo}*`, ...group.itens.map((item) => `${M.box}${plainInline(item)}`));
  }
  lines.push('', M.more, pageUrl);
  return wellFormed(lines.join('\n'));
}

/** No number, so the visitor picks the chat (their own, a relative's). */
export const checklistWhatsappHref = (checklist: Checklist): string => whatsappHref('', checklistMessage(checklist));
