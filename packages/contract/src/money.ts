import { z } from 'zod';

/** Euros with at most two decimals, as the database's numeric holds them: '1234.5', '0.40'. */
const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

export const MONEY_MESSAGES = {
  format: 'Enter an amount in euros with at most 2 decimals, e.g. 1234.50',
  max: (max: string) => `Must not exceed ${max} €`,
} as const;

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
 * A non-negative amount of euros sent as a decimal string (never a JSON number, which would be a
 * float), at most `max`; answered in canonical form with two decimals.
 */
export function moneySchema({ max }: { max: string }) {
  const maxCents = toCents(max);
  return (
    z
      .string({ error: 'Required' })
      .trim()
      .regex(MONEY_PATTERN, MONEY_MESSAGES.format)
      // Zod runs every check even after the pattern failed: only a well-formed amount has cents.
      .refine(
        (amount) => !MONEY_PATTERN.test(amount) || toCents(amount) <= maxCents,
        MONEY_MESSAGES.max(max),
      )
      .transform((amount) => fromCents(toCents(amount)))
  );
}
