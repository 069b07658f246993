import { sumKilometres } from '@quadro/contract/kilometre-map-rules';
import { fromCents, toCents } from '@quadro/contract/money';
import type { TravelTotals } from '@quadro/contract/travels';

export const NO_TRAVEL: TravelTotals = { value: '0.00', kilometres: '0.0', receipts: '0.00' };

/** Values, kilometres and receipts added exactly (cents, tenths). */
export function sumTravel(totals: readonly TravelTotals[]): TravelTotals {
  const cents = (pick: (item: TravelTotals) => string) =>
    fromCents(totals.reduce((sum, item) => sum + toCents(pick(item)), 0n));
  return {
    value: cents((item) => item.value),
    kilometres: sumKilometres(totals.map((item) => item.kilometres)),
    receipts: cents((item) => item.receipts),
  };
}
