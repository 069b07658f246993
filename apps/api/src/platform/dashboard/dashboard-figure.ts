import type { DashboardFigure, DashboardUnit } from '@quadro/contract/dashboard';

/** A figure of whole things counted ('3'), linking to the list it counts. */
export const countFigure = (
  key: string,
  label: string,
  count: number,
  href: string,
): DashboardFigure => ({ key, label, value: String(count), unit: 'count', href });

/** A figure of days or hours held as a number of halves or hundredths: two decimals ('12.50'). */
export const amountFigure = (
  key: string,
  label: string,
  amount: number,
  unit: Exclude<DashboardUnit, 'count' | 'status'>,
  href: string,
): DashboardFigure => ({ key, label, value: amount.toFixed(2), unit, href });

/** A figure that is already a decimal string (money, kilometres) or a status label. */
export const valueFigure = (
  key: string,
  label: string,
  value: string,
  unit: DashboardUnit,
  href: string,
): DashboardFigure => ({ key, label, value, unit, href });

/**
 * Counts of a kind per period ('2026-11' or '2026'), each its own figure linking to the list that
 * shows that period, so a number always opens exactly what it counts; with nothing waiting, one
 * figure of 0 linking to the list as it opens.
 */
export function periodCountFigures(
  key: string,
  label: string,
  counts: readonly { group: string; total: number }[],
  period: { label(group: string): string; href(group: string): string; emptyHref: string },
): DashboardFigure[] {
  if (counts.length === 0) return [countFigure(key, label, 0, period.emptyHref)];
  return counts.map(({ group, total }) =>
    countFigure(`${key}:${group}`, `${label}, ${period.label(group)}`, total, period.href(group)),
  );
}
