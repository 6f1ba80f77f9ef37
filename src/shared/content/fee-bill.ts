/**
 * A citizen's bill checked against the fee table: each line is an act, a quantity and (for acts priced
 * by brackets) the value it is worked on; its total is the act's price times the quantity, part by part,
 * so that the line and the grand total are exactly the sums /emolumentos shows. Pure; runs in the browser.
 */
import { bracketIndex, type FeeAct, type FeePart, type FeePrice } from './fee-table.ts';

export interface BillLineInput {
  actId: string;
  quantity: number;
  /** The value (in reais) an act priced by brackets is worked on. */
  value?: number;
}

/** What a bill needs of an act: its name and how it is priced. */
export type BillAct = Pick<FeeAct, 'id' | 'ato' | 'unidade' | 'kind' | 'price' | 'brackets'>;

/** What the bill check's form carries for its script: each act's name and prices, as the fee table computed them. */
export interface BillCheckData {
  acts: (BillAct & { label: string })[];
}

/** "Autenticação de cópia (por página)": the name the list shows and the visitor picks. */
export const actLabel = (act: Pick<BillAct, 'ato' | 'unidade'>) => (act.unidade ? `${act.ato} (${act.unidade})` : act.ato);

export interface BillLine<A extends BillAct = BillAct> {
  act: A;
  quantity: number;
  /** Each part of one act's price, times the quantity. */
  parts: FeePart[];
  /** Sum of the parts, in cents. */
  total: number;
}

export interface Bill<A extends BillAct = BillAct> {
  lines: BillLine<A>[];
  total: number;
}

/** The price one act costs: fixed, free (nothing), or the bracket the value falls in. */
function unitPrice(act: BillAct, value: number | undefined): FeePrice {
  if (act.kind === 'fixo' && act.price) return act.price;
  if (act.kind === 'faixas' && act.brackets?.length) {
    return act.brackets[bracketIndex(act.brackets, value ?? 0)].price;
  }
  return { parts: [], total: 0 };
}

/** Lines whose act is not in the table, or whose quantity is not a whole number of at least one, are left out. */
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
