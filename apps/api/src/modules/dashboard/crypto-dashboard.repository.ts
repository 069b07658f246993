import type { CryptoSeries } from '@quadro/contract/dashboard';
import { MONTHS } from '@quadro/contract/months';
import type { Executor } from '../../db/database.ts';
import { approvedInstalmentsByMonth } from '../allowances/allowances.public.ts';
import { companyYearTotals } from '../travel-passes/travel-passes.public.ts';
import { approvedReceiptsByMonth, companyMonthSums } from '../travels/travels.public.ts';

const ZERO = '0.00';

/** A month number → euros map as the twelve months' euros, January first ('0.00' when none). */
const twelve = (byMonth: ReadonlyMap<number, string>) =>
  MONTHS.map((month) => byMonth.get(month.number) ?? ZERO);

/**
 * The approved euros of each money series in each month of `year`, each summed in SQL by the
 * module that owns it: kilometre-map months by their month, travel passes by theirs, road trips'
 * receipts by the trip's start, allowance instalments by the month they fall due.
 */
export async function approvedMoneyOfYear(
  db: Executor,
  year: number,
): Promise<Record<CryptoSeries, string[]>> {
  const [kilometres, passes, receipts, allowances] = await Promise.all([
    companyMonthSums(db, year),
    companyYearTotals(db, year),
    approvedReceiptsByMonth(db, year),
    approvedInstalmentsByMonth(db, year),
  ]);
  return {
    kilometreMaps: twelve(new Map(kilometres.map((row) => [row.month, row.value]))),
    travelPasses: passes.months,
    receipts: twelve(receipts),
    allowances: twelve(allowances),
  };
}
