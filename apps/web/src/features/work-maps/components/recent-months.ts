import { addDays, lastDayOf, monthOf, previousMonth } from '@quadro/contract/calendar-days';

/**
 * Next month, this month and the eleven before it, newest first: the months a map can be made for.
 * `thisMonth` is the company's ('2026-11').
 */
export function recentMonths(thisMonth: string): string[] {
  const months = [monthOf(addDays(lastDayOf(thisMonth), 1))];
  while (months.length < 13) months.push(previousMonth(months.at(-1) as string));
  return months;
}
