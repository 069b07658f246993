import { fromCents, toCents } from './money.ts';

/** The euro: its rate is 1, fixed. */
export const EURO = 'EUR';
export const EURO_RATE = '1.000000';

/** ISO 4217 codes are three capital letters. */
export const isCurrencyCode = (code: string) => /^[A-Z]{3}$/.test(code);

/** An exchange rate with up to six decimals as an integer of millionths: '0.912345' → 912345n. */
export function toMicros(rate: string): bigint {
  const [units = '0', decimals = ''] = rate.split('.');
  return BigInt(units) * 1_000_000n + BigInt(decimals.padEnd(6, '0').slice(0, 6));
}

/**
 * What a receipt is reimbursed in euros: its amount × the exchange rate (euros per unit of its
 * currency), exact to the cent, rounded half up, in integer arithmetic.
 */
export function eurosOf(amount: string, exchangeRate: string): string {
  const product = toCents(amount) * toMicros(exchangeRate);
  return fromCents((product * 2n + 1_000_000n) / 2_000_000n);
}

/** A road trip's value: its receipts' euros added exactly. */
export function roadTripTotal(receiptEuros: readonly string[]): string {
  return fromCents(receiptEuros.reduce((sum, euros) => sum + toCents(euros), 0n));
}
