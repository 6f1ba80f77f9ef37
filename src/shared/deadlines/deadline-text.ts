/**
 * The sentences stating the deadlines, written from content/prazos.yml and added to the shared facts,
 * so every page says what the ready-date tool counts. Build time only.
 */
import type { DeadlineKind, Deadlines } from '../content/schema/index.ts';
import { DEADLINE_TEXT as T } from '../strings/deadlines.ts';

export const amountText = (amount: number, unit: DeadlineKind['unidade']): string =>
  `${amount} ${T.units[unit][amount === 1 ? 0 : 1]}`;

/** "3 dias úteis", "até 5 dias úteis", "3 a 5 dias úteis", "no mesmo dia, e no máximo em 48 horas". */
export function quantityText(kind: DeadlineKind): string {
  if (kind.prazo !== undefined) return kind.prazo === 0 ? T.sameDay : amountText(kind.prazo, kind.unidade);
  const most = kind.ate!;
  if (most === 0) return T.sameDay;
  if (kind.de === undefined) return T.upTo(amountText(most, kind.unidade));
  if (kind.de === 0) return T.sameDayAtMost(amountText(most, kind.unidade));
  return T.range(kind.de, amountText(most, kind.unidade));
}

/** Its words before, the number, its words after (after a comma when the number has one). */
export function kindText(kind: DeadlineKind): string {
  const quantity = quantityText(kind);
  const before = kind.antes ? `${kind.antes} ` : '';
  if (!kind.depois) return before + quantity;
  return `${before}${quantity}${quantity.includes(',') ? ',' : ''} ${kind.depois}`;
}

const and = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

/** "…; …" when a part has a comma of its own, else "… e …". */
export function deadlineText(kinds: DeadlineKind[]): string {
  const parts = kinds.map(kindText);
  return parts.some((p) => p.includes(',')) ? parts.join('; ') : and.format(parts);
}

/** "de 1 a 5 dias úteis" (all kinds in one unit). */
export function spanText(kinds: DeadlineKind[]): string {
  const least = Math.min(...kinds.map((k) => k.de ?? k.prazo ?? k.ate!));
  const most = Math.max(...kinds.map((k) => k.ate ?? k.prazo!));
  const unit = kinds[0].unidade;
  return least === most ? amountText(most, unit) : T.fromTo(least, amountText(most, unit));
}

export function deadlineFacts(file: Deadlines): Record<string, string> {
  const facts: Record<string, string> = {};
  for (const entry of file.prazos) {
    if (entry.fato) facts[entry.fato] = deadlineText(entry.tipos);
    if (entry.fatoFaixa) facts[entry.fatoFaixa] = spanText(entry.tipos);
    for (const kind of entry.tipos) if (kind.fato) facts[kind.fato] = kindText(kind);
  }
  for (const v of file.validades ?? []) if (v.fato) facts[v.fato] = amountText(v.dias, 'dias-corridos');
  return facts;
}
