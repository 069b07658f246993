import type { OAuthError } from '@quadro/contract/auth';
import { OAUTH_ERROR_DESCRIPTIONS, OAUTH_ERRORS } from '@quadro/contract/oauth';

/** A refusal of the token endpoint, answered as an RFC 6749 error body. */
export class OAuthFailure extends Error {
  readonly status: number;
  readonly body: OAuthError;

  constructor(status: number, error: string, description?: string) {
    super(description ?? error);
    this.status = status;
    this.body = description ? { error, error_description: description } : { error };
  }
}

export const invalidCredentials = () =>
  new OAuthFailure(400, OAUTH_ERRORS.invalidGrant, OAUTH_ERROR_DESCRIPTIONS.invalidCredentials);
export const invalidRefreshToken = () =>
  new OAuthFailure(400, OAUTH_ERRORS.invalidGrant, OAUTH_ERROR_DESCRIPTIONS.invalidRefreshToken);
export const accountDisabled = () =>
  new OAuthFailure(401, OAUTH_ERRORS.accountDisabled, OAUTH_ERROR_DESCRIPTIONS.accountDisabled);
export const invalidClient = () =>
  new OAuthFailure(401, OAUTH_ERRORS.invalidClient, 'unknown client or wrong secret');
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new OAuthFailure(
    429,
    OAUTH_ERRORS.tooManyAttempts,
    `too many failed attempts, retry in ${retryAfterSeconds} seconds`,
  );
