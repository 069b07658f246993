/**
 * How every screen shows dates, numbers and money (spec §5, §9). Pure functions on Intl, no Zod, so
 * any page can import them without weight. Instants are shown in the portal's time zone.
 */
export const PORTAL_TIME_ZONE = 'Europe/Lisbon';

const dateTime = new Intl.DateTimeFormat('pt-PT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: PORTAL_TIME_ZONE,
});
const ordinalRule = new Intl.PluralRules('en-US', { type: 'ordinal' });
const ORDINAL_SUFFIX: Partial<Record<Intl.LDMLPluralRule, string>> = {
  one: 'st',
  two: 'nd',
  few: 'rd',
};
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
  signDisplay: 'negative',
});

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** An instant in pt-PT with hours and minutes: `22/11/2026, 14:05`. */
export function formatDateTime(instant: Date | string): string {
  return dateTime.format(typeof instant === 'string' ? new Date(instant) : instant);
}

function calendarDayParts(day: string): { year: string; month: string; date: string } {
  const match = CALENDAR_DAY.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  const [, year = '', month = '', date = ''] = match;
  return { year, month, date };
}

/** A calendar day (`2026-11-22`, a time part is ignored) in pt-PT: `22/11/2026`. No time zone applies. */
export function formatCalendarDay(day: string): string {
  const { year, month, date } = calendarDayParts(day);
  return `${date}/${month}/${year}`;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st... */
export function ordinal(value: number): string {
  return `${value}${ORDINAL_SUFFIX[ordinalRule.select(value)] ?? 'th'}`;
}

/** Date pickers show month name, day with ordinal, year: `November 22nd, 2026`. */
export function formatPickerDate(day: string): string {
  const { year, month, date } = calendarDayParts(day);
  const name = monthName.format(new Date(Date.UTC(Number(year), Number(month) - 1, 1)));
  return `${name} ${ordinal(Number(date))}, ${year}`;
}

/** A month given as `2026-11`: `November 2026`. */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${monthName.format(new Date(Date.UTC(year, number - 1, 1)))} ${year}`;
}

/** Rounds a decimal string half away from zero to two decimals, exactly (no floating point). */
function toCents(decimal: string): { negative: boolean; cents: bigint } {
  const match = DECIMAL.exec(decimal.trim());
  if (!match) throw new RangeError(`Not a decimal number: ${decimal}`);
  const [, sign, integer = '0', fraction = ''] = match;
  const padded = fraction.padEnd(3, '0');
  const cents =
    BigInt(integer + padded.slice(0, 2)) + (padded[2] !== undefined && padded[2] >= '5' ? 1n : 0n);
  return { negative: sign === '-' && cents !== 0n, cents };
}

/**
 * A number with decimal comma, two decimals and dot thousands: `1.234,50`. Money comes as a decimal
 * string (as PostgreSQL's numeric is sent) and is formatted without ever becoming a float.
 */
export function formatNumber(value: number | string): string {
  const { negative, cents } = toCents(
    typeof value === 'number' ? twoDecimals.format(value) : value,
  );
  const digits = cents.toString().padStart(3, '0');
  const integer = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${integer},${digits.slice(-2)}`;
}

/** Money in euros from its decimal string: `1.234,50 €`, the sign kept on the line of the amount. */
export function formatEuros(amount: string): string {
  return `${formatNumber(amount)}\u00a0€`;
}
