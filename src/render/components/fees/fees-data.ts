import type { Fees } from '../../../shared/content/schema';

export const RECENT_COUNT = 2;

export type FeeRow = Fees['periodos'][number] & { recente: boolean };

/** Oldest first; the last RECENT_COUNT are marked recent. */
export function feeRows(fees: Fees): FeeRow[] {
  const firstRecent = fees.periodos.length - RECENT_COUNT;
  return fees.periodos.map((row, i) => ({ ...row, recente: i >= firstRecent }));
}

const twoDecimals = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const shortDate = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

export const millions = (n: number) => twoDecimals.format(n / 1_000_000);

export const formatShortDate = (isoDate: string) => shortDate.format(new Date(`${isoDate}T00:00:00Z`));
