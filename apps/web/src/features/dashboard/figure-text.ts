import type { DashboardFigure } from '@quadro/contract/dashboard';
import { formatFigure } from '@quadro/contract/figures';

/** A figure as the dashboards show it: its value formatted for its kind (spec §9's counter). */
export function figureText({ value, unit }: Pick<DashboardFigure, 'value' | 'unit'>): string {
  return formatFigure(value, unit);
}

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** A day with its weekday: `Tue 08/12/2026` (a calendar day, no time zone applies). */
export function dayWithWeekday(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const name = weekday.format(new Date(Date.UTC(year, month - 1, date)));
  return `${name} ${String(date).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}
