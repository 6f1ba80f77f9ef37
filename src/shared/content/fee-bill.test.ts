/** A bill checked against the fee table: the same totals /emolumentos shows, line by line and in all. */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../node/content/load';
import { FIXTURE } from '../../../tests/unit/fixture-site';
import { billOf } from './fee-bill';

const acts = loadContent(FIXTURE).feeTable.acts;

describe('fee bill', () => {
  it('totals acts and quantities as the sum of each act\'s total on /emolumentos', () => {
    const fixed = acts.find((a) => a.id === 'ato-fixo')!;
    const bill = billOf(acts, [{ actId: 'ato-fixo', quantity: 2 }, { actId: 'ato-gratuito', quantity: 1 }]);
    expect(bill.lines.map((l) => l.total)).toEqual([2 * fixed.price!.total, 0]);
    expect(bill.lines[0].parts.map((p) => p.cents)).toEqual([2000, 100, 300, 600]);
    expect(bill.total).toBe(3000);
  });

  it('prices a bracketed act by the bracket its value falls in', () => {
    const bracketed = acts.find((a) => a.id === 'ato-com-faixas')!;
    const bill = billOf(acts, [{ actId: 'ato-com-faixas', quantity: 1, value: 7500 }]);
    expect(bill.total).toBe(bracketed.brackets![1].price.total);
  });

  it('leaves out unknown acts and quantities that are not a whole number of at least one', () => {
    const bill = billOf(acts, [{ actId: 'nao-existe', quantity: 1 }, { actId: 'ato-fixo', quantity: 0 }, { actId: 'ato-fixo', quantity: 1.5 }]);
    expect(bill).toEqual({ lines: [], total: 0 });
  });
});
