const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The browser's local month of a moment, as `2026-11`. */
export const localMonth = (date: Date = new Date()) =>
  `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}`;

/** The browser's local calendar day of a moment, as `2026-11-24`. */
export const localDay = (date: Date) => `${localMonth(date)}-${twoDigits(date.getDate())}`;
