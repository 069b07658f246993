import { formatNumber } from '@quadro/contract/formatting';

/**
 * A price per kilometre with two decimals, or three when the third counts ('0,40 €/km',
 * '0,365 €/km'): a sent month keeps its rate as '0.400', a parameter reads '0.40'.
 */
export function formatRate(price: string): string {
  const [units = '0', decimals = ''] = price.split('.');
  const shown = decimals.padEnd(2, '0').replace(/(\d{2}\d*?)0+$/, '$1');
  return `${units},${shown}\u00a0€/km`;
}

/** Kilometres to a tenth, as the contract writes numbers: '1.250,5 km'. */
export const formatKilometres = (kilometres: string) =>
  `${formatNumber(kilometres).slice(0, -1)}\u00a0km`;
