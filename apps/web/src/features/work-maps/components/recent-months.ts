import { localMonth } from '../../../app/dates/local-calendar.ts';

/** Next month, this month and the eleven before it, newest first: the months a map can be made for. */
export function recentMonths(today: Date): string[] {
  return Array.from({ length: 13 }, (_, index) =>
    localMonth(new Date(today.getFullYear(), today.getMonth() + 1 - index, 1)),
  );
}
