import { formatFigure } from '@quadro/contract/figures';

/** Days as a table reads them: a decimal comma for half days, and the unit. */
export function dayCount(days: number): string {
  return `${String(days).replace('.', ',')} ${days === 1 ? 'day' : 'days'}`;
}

/** Days as a counter shows them (spec §9): `22,00 days`, two decimals like every measure. */
export function dayCounter(days: number): string {
  return `${formatFigure(days, 'days')} days`;
}
