/** Text of the per-act prices. */
import type { FeeAct, FeeBracket, FeePart, FeePrice, FeeTable } from './fee-table.ts';
import { formatCurrency, formatNumber } from '../text/format.ts';
import { PRICES } from '../strings/fees.ts';

export const formatCents = (cents: number) => formatCurrency(cents / 100);

export function bracketLabel(bracket: Pick<FeeBracket, 'above' | 'upTo'>): string {
  const money = (n: number) => formatCurrency(n);
  if (bracket.above === undefined) return PRICES.upTo(money(bracket.upTo ?? 0));
  if (bracket.upTo === undefined) return PRICES.above(money(bracket.above));
  return PRICES.between(money(bracket.above), money(bracket.upTo));
}

const sumOf = (price: FeePrice, kind: FeePart['kind']) => price.parts.filter((p) => p.kind === kind).reduce((total, p) => total + p.cents, 0);

/** "emolumento R$ 10,00 + acréscimos R$ 2,00 + selo R$ 3,00". */
export function partsLine(price: FeePrice): string {
  const sum = (kind: FeePart['kind']) => sumOf(price, kind);
  const items = [`${PRICES.emolument} ${formatCents(sum('emolumento'))}`];
  if (price.parts.some((p) => p.kind === 'acrescimo')) items.push(`${PRICES.surcharges} ${formatCents(sum('acrescimo'))}`);
  if (price.parts.some((p) => p.kind === 'selo')) items.push(`${PRICES.stamp} ${formatCents(sum('selo'))}`);
  return items.join(' + ');
}

/** A bracket's own value, before surcharges and stamp. */
export function emolumentLine(price: FeePrice): string {
  return `${PRICES.emolument} ${formatCents(sumOf(price, 'emolumento'))}`;
}

/** Every part by name, then the total: the worked example's sum. */
export function fullSum(price: FeePrice): string {
  // The funds keep their proper names in the running sentence.
  const name = (p: FeePart) => (p.kind === 'acrescimo' ? p.name : p.name.toLowerCase());
  return `${price.parts.map((p) => `${name(p)} ${formatCents(p.cents)}`).join(' + ')} = ${formatCents(price.total)}`;
}

export function formulaNote(table: Pick<FeeTable, 'acrescimos' | 'seloCents'>): string {
  const surcharges = table.acrescimos.map((a) => `${a.nome}, ${formatNumber(a.percentual)}%`).join('; ');
  return PRICES.formula(surcharges, formatCents(table.seloCents));
}

export function searchText(act: FeeAct, groupTitle: string): string {
  return [act.ato, act.unidade, act.conforme, groupTitle].filter(Boolean).join(' ');
}
