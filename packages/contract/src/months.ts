/** Spec §3: the 12 named months, numbered 1 to 12. */
export const MONTHS = [
  { number: 1, name: 'January', short: 'Jan' },
  { number: 2, name: 'February', short: 'Feb' },
  { number: 3, name: 'March', short: 'Mar' },
  { number: 4, name: 'April', short: 'Apr' },
  { number: 5, name: 'May', short: 'May' },
  { number: 6, name: 'June', short: 'Jun' },
  { number: 7, name: 'July', short: 'Jul' },
  { number: 8, name: 'August', short: 'Aug' },
  { number: 9, name: 'September', short: 'Sep' },
  { number: 10, name: 'October', short: 'Oct' },
  { number: 11, name: 'November', short: 'Nov' },
  { number: 12, name: 'December', short: 'Dec' },
] as const;
