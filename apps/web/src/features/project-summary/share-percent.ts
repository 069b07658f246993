/**
 * A budget share ('0.9012', four decimals as the summary sends it) as a percent string with two
 * decimals ('90.12'), shifted by its digits rather than multiplied as a float.
 */
export function sharePercent(share: string): string {
  const [units = '0', fraction = ''] = share.split('.');
  const digits = fraction.padEnd(4, '0');
  return `${BigInt(units + digits.slice(0, 2))}.${digits.slice(2, 4)}`;
}

/** How far a progress bar fills for a percent string: 0 to 100, an overrun shown full. */
export function progressValue(percent: string): number {
  return Math.min(100, Number(percent));
}
