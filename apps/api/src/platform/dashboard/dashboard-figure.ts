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
