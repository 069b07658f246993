import { z } from 'zod';
import './required-message.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * The building blocks of every string and date field in the contract. Each field goes through them,
 * so what PostgreSQL cannot store (a NUL character, a lone UTF-16 surrogate, a year it reads
 * differently) is refused as a 400 naming the field, on every route now and later.
 */

export const UNSTORABLE_TEXT_MESSAGE = 'Must not contain NUL characters or unpaired surrogates';

export const maxLengthMessage = (max: number) => `Maximum length is ${max} characters`;

/** PostgreSQL text holds no NUL, and UTF-8 has no encoding for an unpaired surrogate. */
export const isStorableText = (value: string) => !value.includes('\u0000') && value.isWellFormed();

/** 'Required' only when the value is missing; a wrong type or a too-long value says so. */
const requiredWhenMissing = (issue: { input?: unknown }) =>
  issue.input === undefined ? VALIDATION_MESSAGES.required : undefined;

/** Any string, untrimmed (passwords, secrets, opaque tokens), limited to `max` characters. */
export function rawText({ max }: { max: number }) {
  return z
    .string({ error: requiredWhenMissing })
    .max(max, maxLengthMessage(max))
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
}

/** A trimmed string that may be empty. */
export function text({ max }: { max: number }) {
  return z
    .string({ error: requiredWhenMissing })
    .trim()
    .max(max, maxLengthMessage(max))
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
}

/** A trimmed string with at least one character. */
export function requiredText({ max }: { max: number }) {
  return text({ max }).min(1, VALIDATION_MESSAGES.required);
}

/** An untrimmed string with at least one character (a password being checked, a token). */
export function requiredRawText({ max }: { max: number }) {
  return rawText({ max }).min(1, VALIDATION_MESSAGES.required);
}

export const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = requiredText({ max: EMAIL_MAX_LENGTH })
  .regex(BASIC_EMAIL, VALIDATION_MESSAGES.invalidEmail)
  .transform((email) => email.toLowerCase());

/** Years outside it are typing mistakes here, and year 0 is not a date PostgreSQL accepts. */
export const DATE_YEARS = { min: 1900, max: 2100 } as const;

/** 'Required' when missing or left empty (a cleared date input sends ''), else the format's error. */
const requiredWhenMissingOrEmpty = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === '' ? VALIDATION_MESSAGES.required : undefined;

export const isoDateSchema = z.iso.date({ error: requiredWhenMissingOrEmpty, abort: true }).refine(
  (day) => {
    const year = Number(day.slice(0, 4));
    return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
  },
  { message: `Year must be between ${DATE_YEARS.min} and ${DATE_YEARS.max}`, abort: true },
);

/** A query string's digits become the number; anything else is left for the number to refuse. */
const numberFromText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

/** A whole number from `min` to `max`, sent as a JSON number or a query string's digits. */
export function wholeNumber(min: number, max: number, message: string) {
  return z.preprocess(
    numberFromText,
    z
      .number({
        error: (issue) => (issue.input === undefined ? VALIDATION_MESSAGES.required : message),
      })
      .int(message)
      .min(min, message)
      .max(max, message),
  );
}
