import { formatEuros, formatNumber } from '@quadro/contract/formatting';
import { EURO } from '@quadro/contract/road-trip-rules';

/** An amount in its currency, as the contract writes numbers: '1.234,50 GBP'; euros as euros. */
export const formatForeignAmount = (amount: string, currency: string) =>
  currency === EURO ? formatEuros(amount) : `${formatNumber(amount)}\u00a0${currency}`;

/** An exchange rate without its trailing zeros, two decimals at least: '1,165005', '0,50'. */
export function formatExchangeRate(rate: string): string {
  const [units = '0', decimals = ''] = rate.split('.');
  return `${units},${decimals.padEnd(2, '0').replace(/(\d{2}\d*?)0+$/, '$1')}`;
}
