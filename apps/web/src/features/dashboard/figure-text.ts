import type { DashboardFigure } from '@quadro/contract/dashboard';
import { formatEuros, formatNumber } from '@quadro/contract/formatting';

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;
const SUFFIX: Partial<Record<DashboardFigure['unit'], string>> = {
  hours: '\u00a0h',
  kilometres: '\u00a0km',
};

/**
 * A figure as the dashboards show it (spec §9): counts whole with dot thousands, days, hours and
 * kilometres as `1.234,50`, euros as `1.234,50 €`, a status as its word.
 */
export function figureText({ value, unit }: Pick<DashboardFigure, 'value' | 'unit'>): string {
  switch (unit) {
    case 'count':
      return value.replace(THOUSANDS, '.');
    case 'euros':
      return formatEuros(value);
    case 'status':
      return value;
    default:
      return `${formatNumber(value)}${SUFFIX[unit] ?? ''}`;
  }
}

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** A day with its weekday: `Tue 08/12/2026` (a calendar day, no time zone applies). */
export function dayWithWeekday(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const name = weekday.format(new Date(Date.UTC(year, month - 1, date)));
  return `${name} ${String(date).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}
