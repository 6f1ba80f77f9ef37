/**
 * A citizen's bill checked against the fee table: each line's total is the act's price times the quantity,
 * part by part, so the totals are exactly the sums /emolumentos shows. Pure; runs in the browser.
 */
import { bracketIndex, type FeeAct, type FeePart, type FeePrice } from './fee-table.ts';

export interface BillLineInput {
  actId: string;
  quantity: number;
  value?: number;
}

export type BillAct = Pick<FeeAct, 'id' | 'ato' | 'unidade' | 'kind' | 'price' | 'brackets'>;

export interface BillCheckData {
  acts: (BillAct & { label: string })[];
}

export const actLabel = (act: Pick<BillAct, 'ato' | 'unidade'>) => (act.unidade ? `${act.ato} (${act.unidade})` : act.ato);

export interface BillLine<A extends BillAct = BillAct> {
  act: A;
  quantity: number;
  parts: FeePart[];
  total: number;
}

export interface Bill<A extends BillAct = BillAct> {
  lines: BillLine<A>[];
  total: number;
}

function unitPrice(act: BillAct, value: number | undefined): FeePrice {
  if (act.kind === 'fixo' && act.price) return act.price;
  if (act.kind === 'faixas' && act.brackets?.length) {
    return act.brackets[bracketIndex(act.brackets, value ?? 0)].price;
  }
  return { parts: [], total: 0 };
}

/** Lines whose act is unknown, or whose quantity is not a whole number of at least one, are left out. */
export function billOf<A extends BillAct>(acts: A[], inputs: BillLineInput[]): Bill<A> {
  const byId = new Map(acts.map((a) => [a.id, a]));
  const lines: BillLine<A>[] = [];
  for (const input of inputs) {
    const act = byId.get(input.actId);
    if (!act || !Number.isInteger(input.quantity) || input.quantity < 1) continue;
    const parts = unitPrice(act, input.value).parts.map((p) => ({ ...p, cents: p.cents * input.quantity }));
    lines.push({ act, quantity: input.quantity, parts, total: parts.reduce((sum, p) => sum + p.cents, 0) });
  }
  return { lines, total: lines.reduce((sum, l) => sum + l.total, 0) };
}
