import { type AuthFlow, authErrorText } from '@quadro/contract/auth-error-texts';
import { failedResponseText } from './error-message.ts';
import { HttpError } from './http-error.ts';

/** The text shown under a sign-in or password form for a failed call (spec §8 known-message table). */
export function authFlowErrorText(flow: AuthFlow, error: unknown): string {
  const status = error instanceof HttpError ? error.status : undefined;
  return authErrorText(flow, status, failedResponseText(error));
}
