import { formatCalendarDay } from '@quadro/contract/formatting';
import type { KilometreRateList } from '@quadro/contract/kilometre-maps';
import { formatRate } from '../../components/travels/travel-numbers.ts';

const PARAMETER = "HR's 'Price per kilometre' system parameter";

/**
 * Where a month's price per kilometre comes from, said once for both sources: the parameter
 * until finance's first dated price, the dated prices from that day on.
 */
export function rateSourceText(list: KilometreRateList): string {
  const base = `${formatRate(list.basePricePerKm)}, ${PARAMETER}`;
  const first = list.rates.at(-1);
  if (!first) {
    return `Every month takes ${base}. A price added here applies from its day on, in its place.`;
  }
  const from = formatCalendarDay(first.effectiveDate);
  return `Months before ${from} take ${base}; from ${from} on, each month takes the latest price below in force on its first day, and the parameter no longer applies. A sent month keeps the price it was sent with.`;
}
