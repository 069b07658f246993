/** Days as people read them here: a decimal comma for half days, and the unit. */
export function dayCount(days: number): string {
  return `${String(days).replace('.', ',')} ${days === 1 ? 'day' : 'days'}`;
}
