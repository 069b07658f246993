const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A moment as a date-time picker's local value: `2026-12-01T09:00`. */
export function localDateTime(moment: Date): string {
  return `${moment.getFullYear()}-${twoDigits(moment.getMonth() + 1)}-${twoDigits(moment.getDate())}T${twoDigits(moment.getHours())}:${twoDigits(moment.getMinutes())}`;
}
