import {
  CRYPTO_DASHBOARD_AUDIENCE,
  CRYPTO_SERIES,
  CRYPTO_SERIES_LABELS,
  type CryptoDashboard,
  type CryptoSeries,
} from '@quadro/contract/dashboard';
import { fromCents, toCents } from '@quadro/contract/money';
import { MONTHS } from '@quadro/contract/months';
import type { Actor } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import { approvedMoneyByMonth } from './crypto-dashboard.repository.ts';

/** The list each series counts, filtered to one month's approved items (month 1 to 12). */
const HREFS: Record<CryptoSeries, (year: number, month: number) => string> = {
  kilometreMaps: (year, month) => `/app/manage-travels?year=${year}&month=${month}&status=Approved`,
  travelPasses: (year, month) =>
    `/app/manage-travel-pass?month=${year}-${String(month).padStart(2, '0')}&status=Approved`,
  receipts: (year, month) =>
    `/app/manage-travels?view=road-trips&year=${year}&month=${month}&status=Approved`,
  allowances: (year, month) =>
    `/app/payments/manage-allowances?year=${year}&month=${month}&status=APPROVED`,
};

const ZERO = '0.00';
const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** Exact sum of decimal strings (cents as bigint, never floats). */
const sum = (amounts: readonly string[]) =>
  fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0n));

/** GET /api/dashboard/crypto: money per month against the year before (default the company's year). */
export async function cryptoDashboard(
  ctx: ServiceContext,
  actor: Actor,
  query: { year?: number | undefined },
): Promise<CryptoDashboard> {
  if (!actor.profiles.some((profile) => CRYPTO_DASHBOARD_AUDIENCE.includes(profile as never))) {
    throw forbidden();
  }
  const year = query.year ?? Number(companyNow(ctx).date.slice(0, 4));
  const money = await approvedMoneyByMonth(ctx.db, year - 1, year);
  const monthsOf = (key: CryptoSeries, of: number) =>
    MONTHS.map((month) => money[key].get(monthKey(of, month.number)) ?? ZERO);
  return {
    year,
    series: CRYPTO_SERIES.map((key) => {
      const amounts = monthsOf(key, year);
      const previous = monthsOf(key, year - 1);
      return {
        key,
        label: CRYPTO_SERIES_LABELS[key],
        months: amounts.map((amount, index) => ({
          month: monthKey(year, index + 1),
          amount,
          previousYearAmount: previous[index] ?? ZERO,
          href: HREFS[key](year, index + 1),
        })),
        total: sum(amounts),
        previousYearTotal: sum(previous),
      };
    }),
  };
}
