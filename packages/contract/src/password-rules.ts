import { requiredRawText } from './fields.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '#$^+=!*()@_%&';
export const PASSWORD_HISTORY_DEPTH = 5;

const escapeForCharacterClass = (characters: string) => characters.replace(/[\\\]^-]/g, '\\$&');
const SPECIAL = new RegExp(`[${escapeForCharacterClass(PASSWORD_SPECIAL_CHARACTERS)}]`);

export function passwordIssues(password: string): string[] {
  const ok =
    password.length >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    SPECIAL.test(password);
  return ok ? [] : [VALIDATION_MESSAGES.passwordRule];
}

export const passwordSchema = requiredRawText({ max: PASSWORD_MAX_LENGTH })
  .refine((value) => passwordIssues(value).length === 0, VALIDATION_MESSAGES.passwordRule)
  .meta({
    description: `At least ${PASSWORD_MIN_LENGTH} characters with a lowercase and an uppercase letter, a digit and one of ${PASSWORD_SPECIAL_CHARACTERS}`,
  });
