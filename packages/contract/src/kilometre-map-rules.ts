import type { ApprovalStatus } from './approval.ts';
import { fromCents, toCents } from './money.ts';
import { addWorkingDays } from './working-days.ts';

/** A price per kilometre from a day on; a month takes the one in force on its first day. */
export interface KilometreRate {
  effectiveDate: string;
  pricePerKm: string;
}

/**
 * A month of a kilometre map as the rules see it: 'YYYY-MM', its value and state; a rejected
 * month also the last day it may be fixed and sent again (`resubmitUntil`).
 */
export interface KilometreMonth {
  month: string;
  value: string;
  status: ApprovalStatus;
  resubmitUntil?: string | null;
}

/** States whose value is held against the dislocation: sent or approved. */
const HOLDING: readonly ApprovalStatus[] = ['PendingApproval', 'Approved'];

/** Thousandths of a euro: prices per kilometre have three decimals (0.365 €/km). */
function toMillis(price: string): bigint {
  const [units = '0', decimals = ''] = price.split('.');
  return BigInt(units) * 1000n + BigInt(decimals.padEnd(3, '0').slice(0, 3));
}

/** Kilometres a value in euros stands for at a price, to one decimal, rounded half up, exactly. */
export function kilometresOf(value: string, pricePerKm: string): string {
  const millis = toMillis(pricePerKm);
  if (millis <= 0n) return '0.0';
  // value / price km = cents × 10 / millis km = cents × 100 / millis tenths of a km.
  const tenths = (toCents(value) * 100n * 2n + millis) / (millis * 2n);
  return `${tenths / 10n}.${tenths % 10n}`;
}

/** What kilometres are worth at a rate, in euros to the cent, rounded half up: '250.0' × '0.400' → '100.00'. */
export function valueOfKilometres(kilometres: string, pricePerKm: string): string {
  const [units = '0', tenth = '0'] = kilometres.split('.');
  const tenths = BigInt(units) * 10n + BigInt(tenth.slice(0, 1) || '0');
  // tenths of a km × thousandths of a euro = ten-thousandths of a euro; a cent is 100 of them.
  const cents = (tenths * toMillis(pricePerKm) * 2n + 100n) / 200n;
  return fromCents(cents);
}

/** The rate a month takes: the latest in force on its first day, else `fallback`. */
export function rateOfMonth(
  rates: readonly KilometreRate[],
  month: string,
  fallback: string,
): string {
  const firstDay = `${month}-01`;
  let chosen: KilometreRate | undefined;
  for (const rate of rates) {
    if (rate.effectiveDate <= firstDay && (!chosen || rate.effectiveDate > chosen.effectiveDate)) {
      chosen = rate;
    }
  }
  return chosen?.pricePerKm ?? fallback;
}

/** The last day a month's value may be sent: its `deadlineDay` (the 15th), as 'YYYY-MM-DD'. */
export function submissionDeadline(month: string, deadlineDay: number): string {
  return `${month}-${String(deadlineDay).padStart(2, '0')}`;
}

/**
 * Whether a month may still be sent on `today` (the company's calendar day): until its deadline
 * day included, so the 15th at 23:59 may and the 16th at 00:00 may not. Later months may be sent
 * ahead.
 */
export function isMonthOpen(month: string, today: string, deadlineDay: number): boolean {
  return today <= submissionDeadline(month, deadlineDay);
}

/**
 * The last day a rejected month may be fixed and sent again: `workingDays` working days (no
 * weekend, no holiday) after the company's day it was rejected on.
 */
export function resubmitDeadline(
  rejectedOn: string,
  workingDays: number,
  holidays: ReadonlySet<string>,
): string {
  return addWorkingDays(rejectedOn, workingDays, holidays);
}

/**
 * The last day a month may be changed and sent: its deadline day, or for a rejected month the
 * end of its window to fix it when that is later.
 */
export function sendDeadlineOf(month: KilometreMonth, deadlineDay: number): string {
  const deadline = submissionDeadline(month.month, deadlineDay);
  const window = month.status === 'Rejected' ? month.resubmitUntil : null;
  return window && window > deadline ? window : deadline;
}

/** Whether a month may still be changed and sent on `today`: until its send deadline included. */
export const isSendable = (month: KilometreMonth, today: string, deadlineDay: number) =>
  today <= sendDeadlineOf(month, deadlineDay);

/**
 * Whether a month is closed on `today`: neither sent nor approved, and past its send deadline.
 * It claims nothing and waits for nobody.
 */
export const isMonthClosed = (month: KilometreMonth, today: string, deadlineDay: number) =>
  !HOLDING.includes(month.status) && !isSendable(month, today, deadlineDay);

/** The twelve months of `year`, 'YYYY-MM', January first. */
export const monthsOfYear = (year: number) =>
  Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);

/** The months of `year` still open on `today`, in order. */
export function openMonthsOf(year: number, today: string, deadlineDay: number): string[] {
  return monthsOfYear(year).filter((month) => isMonthOpen(month, today, deadlineDay));
}

/** Kilometres ('1250.5', one decimal) added exactly. */
export function sumKilometres(kilometres: readonly string[]): string {
  const tenths = kilometres.reduce((sum, value) => sum + BigInt(value.replace('.', '')), 0n);
  return `${tenths / 10n}.${tenths % 10n}`;
}

/** The year's sum of the monthly dislocation allowances (twelve values, one per month). */
export function dislocationToReceive(monthlyAllowances: readonly string[]): string {
  return fromCents(monthlyAllowances.reduce((sum, value) => sum + toCents(value), 0n));
}

/**
 * What a month claims of the year: its value while it is sent, approved or still open; a month
 * not sent by its send deadline (closed) stays at zero.
 */
export function claimedValue(month: KilometreMonth, today: string, deadlineDay: number): string {
  return isMonthClosed(month, today, deadlineDay) ? '0.00' : month.value;
}

/** The dislocation no sent or approved month holds yet (never below zero). */
export function dislocationLeft(toReceive: string, months: readonly KilometreMonth[]): string {
  const held = months
    .filter((month) => HOLDING.includes(month.status))
    .reduce((sum, month) => sum + toCents(month.value), 0n);
  const left = toCents(toReceive) - held;
  return fromCents(left > 0n ? left : 0n);
}

/** The most a month may still claim: the lesser of what is left and the monthly cap. */
export function availableValue(left: string, cap: string): string {
  return toCents(left) < toCents(cap) ? left : cap;
}

/** Whether a month's value is over the monthly cap. */
export const isOverMonthlyCap = (value: string, cap: string) => toCents(value) > toCents(cap);

/** Whether the year's months (as they would be after a change) claim more than the dislocation. */
export function isOverYear(
  toReceive: string,
  months: readonly KilometreMonth[],
  today: string,
  deadlineDay: number,
): boolean {
  const claimed = months.reduce(
    (sum, month) => sum + toCents(claimedValue(month, today, deadlineDay)),
    0n,
  );
  return claimed > toCents(toReceive);
}
