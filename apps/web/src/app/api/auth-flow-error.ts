import { type AuthFlow, authErrorText, ssoRequiredText } from '@quadro/contract/auth-error-texts';
import { failedResponseText } from './error-message.ts';
import { HttpError } from './http-error.ts';

/** The text shown under a sign-in or password form for a failed call (spec §8 known-message table). */
export function authFlowErrorText(flow: AuthFlow, error: unknown): string {
  if (!(error instanceof HttpError))
    return authErrorText(flow, undefined, failedResponseText(error));
  return (
    ssoRequiredText(error.body) ?? authErrorText(flow, error.status, failedResponseText(error))
  );
}
