const monthKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/** Next month, this month and the eleven before it, newest first: the months a map can be made for. */
export function recentMonths(today: Date): string[] {
  return Array.from({ length: 13 }, (_, index) =>
    monthKey(new Date(today.getFullYear(), today.getMonth() + 1 - index, 1)),
  );
}
