import { OAUTH_ERROR_DESCRIPTIONS } from '@quadro/contract/oauth';
import {
  RECOVERY_CODE_MESSAGES,
  RECOVERY_CODE_PATTERN,
  TWO_FACTOR_MESSAGES,
  totpCodeSchema,
} from '@quadro/contract/two-factor';
import { z } from 'zod';
import { authFlowErrorText } from '../../app/api/auth-flow-error.ts';
import { HttpError } from '../../app/api/http-error.ts';

/** What the second step of a sign-in asks for: the authenticator app's code, or a recovery code. */
export type CodeKind = 'otp' | 'recovery';

/** A recovery code typed in any case, with or without its dashes, sent as it was shown. */
export const recoveryCodeSchema = z
  .string({ error: 'Required' })
  .transform((typed) => typed.toLowerCase().replace(/[^a-z0-9]/g, ''))
  .transform((plain) => plain.replace(/^(.{4})(.{4})(.{4})$/, '$1-$2-$3'))
  .pipe(z.string().regex(RECOVERY_CODE_PATTERN, RECOVERY_CODE_MESSAGES.format));

export const codeFormSchemas = {
  otp: z.object({ code: totpCodeSchema }),
  recovery: z.object({ code: recoveryCodeSchema }),
} as const;

export type CodeFailure = 'wrong' | 'expired' | 'other';

/**
 * Why a second step failed (the token endpoint's RFC 6749 `invalid_grant` descriptions): a wrong
 * code (try again with the same challenge), an expired or used challenge (start over), or else.
 */
export function codeFailureOf(error: unknown): CodeFailure {
  if (!(error instanceof HttpError) || error.status !== 400) return 'other';
  const description = (error.body as { error_description?: unknown } | null)?.error_description;
  if (description === OAUTH_ERROR_DESCRIPTIONS.invalidOtp) return 'wrong';
  if (description === OAUTH_ERROR_DESCRIPTIONS.invalidMfaToken) return 'expired';
  return 'other';
}

/** The orange text under the code: a wrong code in the step's words, anything else as sign-in says it. */
export function codeErrorText(kind: CodeKind, error: unknown): string {
  switch (codeFailureOf(error)) {
    case 'wrong':
      return kind === 'otp' ? TWO_FACTOR_MESSAGES.wrongCode : RECOVERY_CODE_MESSAGES.wrong;
    case 'expired':
      return TWO_FACTOR_MESSAGES.expiredChallenge;
    default:
      return authFlowErrorText('login', error);
  }
}
