import { z } from 'zod';
import { DATE_YEARS, wholeNumber } from './fields.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

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

/**
 * The one range of every year and month a client sends (query, params or body), the same as a
 * date's (`DATE_YEARS`): years outside it are typing mistakes here, and PostgreSQL reads year 0
 * (or 10000) as no date at all. Every month and year field of the contract uses these schemas.
 */
export const YEAR_RANGE = DATE_YEARS;
export const YEAR_MESSAGE = `Use a year from ${DATE_YEARS.min} to ${DATE_YEARS.max}, like 2026`;
export const MONTH_NUMBER_MESSAGE = 'Pick a month from 1 to 12';
export const MONTH_KEY_FORMAT_MESSAGE = 'Use a month like 2026-11';
export const MONTH_KEY_RANGE_MESSAGE = `Year must be between ${DATE_YEARS.min} and ${DATE_YEARS.max}`;

/** A year, 1900 to 2100 (`?year=2026` or `"year": 2026`). */
export const yearSchema = wholeNumber(DATE_YEARS.min, DATE_YEARS.max, YEAR_MESSAGE);

/** A month of the year, 1 to 12. */
export const monthNumberSchema = wholeNumber(1, 12, MONTH_NUMBER_MESSAGE);

const MONTH_KEY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month as `YYYY-MM`, from 1900-01 to 2100-12. */
export const monthKeySchema = z
  .string({
    error: (issue) => (issue.input === undefined ? VALIDATION_MESSAGES.required : undefined),
  })
  .regex(MONTH_KEY_PATTERN, MONTH_KEY_FORMAT_MESSAGE)
  .refine(
    (month) => month >= `${DATE_YEARS.min}-01` && month <= `${DATE_YEARS.max}-12`,
    MONTH_KEY_RANGE_MESSAGE,
  );
