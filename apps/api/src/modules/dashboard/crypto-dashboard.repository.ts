import type { CryptoSeries } from '@quadro/contract/dashboard';
import type { Executor } from '../../db/database.ts';
import { approvedInstalmentsByMonth } from '../allowances/allowances.public.ts';
import { approvedValueByMonth } from '../kilometre-maps/kilometre-maps.public.ts';
import { approvedReceiptsByYearMonth } from '../road-trips/road-trips.public.ts';
import { approvedPassesByMonth } from '../travel-passes/travel-passes.public.ts';

/**
 * The approved euros of each money series in each month from `fromYear` to `toYear`
 * ('YYYY-MM' → euros), each summed in SQL by the module that owns it in one grouping:
 * kilometre-map months by their month, travel passes by theirs, road trips' receipts by the
 * trip's start, allowance instalments by the month they fall due.
 */
export async function approvedMoneyByMonth(
  db: Executor,
  fromYear: number,
  toYear: number,
): Promise<Record<CryptoSeries, ReadonlyMap<string, string>>> {
  const [kilometreMaps, travelPasses, receipts, allowances] = await Promise.all([
    approvedValueByMonth(db, fromYear, toYear),
    approvedPassesByMonth(db, fromYear, toYear),
    approvedReceiptsByYearMonth(db, fromYear, toYear),
    approvedInstalmentsByMonth(db, fromYear, toYear),
  ]);
  return { kilometreMaps, travelPasses, receipts, allowances };
}
