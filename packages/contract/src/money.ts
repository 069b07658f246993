import { z } from 'zod';
import './required-message.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/** Euros with at most two decimals, as the database's numeric holds them: '1234.5', '0.40'. */
const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

export const MONEY_MESSAGES = {
  format: 'Enter an amount in euros with at most 2 decimals, e.g. 1234.50',
  max: (max: string) => `Must not exceed ${max} €`,
  /** A JSON number that is not a plain amount with at most two decimals (12.345, -5, 1e21). */
  number: 'Enter an amount such as 1234.50',
} as const;

/** The same refusals for a number of hours kept as exactly as money (a project's budget hours). */
export const HOURS_MESSAGES = {
  format: 'Enter hours with at most 2 decimals, e.g. 1200.50',
  max: (max: string) => `Must not exceed ${max} hours`,
  number: 'Enter hours such as 1200.50',
} as const;

type DecimalMessages = typeof MONEY_MESSAGES | typeof HOURS_MESSAGES;

/**
 * A JSON number as the amount its shortest decimal form writes (1234 → '1234', 1234.5 → '1234.5'),
 * when that form is a plain amount with at most two decimals; anything else stays the number, for
 * the string schema to refuse. No arithmetic: the digits are the ones JSON sent (12.345 stays
 * refused rather than rounded).
 */
function amountOfNumber(value: unknown): unknown {
  if (typeof value !== 'number') return value;
  const digits = String(value);
  return MONEY_PATTERN.test(digits) ? digits : value;
}

const typeError = (messages: DecimalMessages) => (issue: { input?: unknown }) =>
  issue.input === undefined
    ? VALIDATION_MESSAGES.required
    : typeof issue.input === 'number'
      ? messages.number
      : messages.format;

/** Exact cents of a money string, as a bigint, so no float ever touches an amount. */
export function toCents(amount: string): bigint {
  const [units = '0', decimals = ''] = amount.split('.');
  return BigInt(units) * 100n + BigInt(decimals.padEnd(2, '0'));
}

/** Cents back to the canonical money string with two decimals: 123450n → '1234.50'. */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

/**
 * A non-negative amount of euros, at most `max`, sent as a decimal string ('1234.50') or as a JSON
 * number with at most two decimals (1234.5, read as its digits, never through float arithmetic);
 * answered in canonical form with two decimals. Every money field of the contract is one.
 */
export function moneySchema({ max }: { max: string }) {
  return twoDecimalSchema(max, MONEY_MESSAGES);
}

/** A non-negative number of hours with at most two decimals, held and refused as money is. */
export function hoursSchema({ max }: { max: string }) {
  return twoDecimalSchema(max, HOURS_MESSAGES);
}

function twoDecimalSchema(max: string, messages: DecimalMessages) {
  const maxCents = toCents(max);
  return z.preprocess(
    amountOfNumber,
    z
      .string({ error: typeError(messages) })
      .trim()
      .regex(MONEY_PATTERN, messages.format)
      // Zod runs every check even after the pattern failed: only a well-formed amount has cents.
      .refine(
        (amount) => !MONEY_PATTERN.test(amount) || toCents(amount) <= maxCents,
        messages.max(max),
      )
      .transform((amount) => fromCents(toCents(amount))),
  );
}
