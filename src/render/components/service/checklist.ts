/** The document checklist a service page sends by WhatsApp (pure functions: no DOM, no office import). */
import type { ServiceFrontmatter } from '../../../kinds/servico/schema';
import { whatsappHref } from '../../../shared/text/format';
import { wellFormed } from '../../../shared/text/well-formed';
import { CHECKLIST_MESSAGE as M } from '../../../shared/strings/checklist';
import { plainInline } from '../../../shared/text/inline-markup';

export type DocumentGroups = NonNullable<ServiceFrontmatter['documentos']>;

export interface Checklist {
  /** The service's name, as the page's h1 shows it. */
  service: string;
  /** Who the documents are for, e.g. the office's short name. */
  office: string;
  groups: DocumentGroups;
  /** The page's absolute address. */
  pageUrl: string;
}

/**
 * The chat text: the service in bold, a subtitle, each group in bold with one "☐ document" a line, and
 * the page's address. Lone UTF-16 halves become U+FFFD so that encoding the text cannot throw.
 */
export function checklistMessage({ service, office, groups, pageUrl }: Checklist): string {
  const lines = [`*${service}*`, M.subtitle(office)];
  for (const group of groups) {
    lines.push('', `*${group.grupo}*`, ...group.itens.map((item) => `${M.box}${plainInline(item)}`));
  }
  lines.push('', M.more, pageUrl);
  return wellFormed(lines.join('\n'));
}

/** https://wa.me/?text=<encoded checklist>: no number, so the visitor picks the chat (their own, a relative's). */
export const checklistWhatsappHref = (checklist: Checklist): string => whatsappHref('', checklistMessage(checklist));
