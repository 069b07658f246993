import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * Zod's own message for a missing value ('Invalid input: expected string, received undefined')
 * becomes the spec's 'Required', for every schema of the contract that sets no message of its own,
 * on the API (every route's 400) and in the web's forms alike. Imported for this effect by the
 * contract's building blocks (fields, money, months, endpoints), so it holds wherever a schema of
 * the contract is parsed.
 */
const MISSING_VALUE_CODES = new Set(['invalid_type', 'invalid_value', 'invalid_union']);

z.config({
  customError: (issue) =>
    issue.input === undefined && MISSING_VALUE_CODES.has(issue.code ?? '')
      ? VALIDATION_MESSAGES.required
      : undefined,
});

/** A field's own message for a wrong value, and 'Required' when the value is missing. */
export const requiredOr =
  (message: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? VALIDATION_MESSAGES.required : message;
