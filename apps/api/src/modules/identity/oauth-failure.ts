import type { OAuthError } from '@quadro/contract/identity';
import { OAUTH_ERROR_DESCRIPTIONS, OAUTH_ERRORS } from '@quadro/contract/oauth';
import { TWO_FACTOR_MESSAGES } from '@quadro/contract/two-factor';

/** A refusal of the token endpoint, answered as an RFC 6749 error body. */
export class OAuthFailure extends Error {
  readonly status: number;
  readonly body: OAuthError & Record<string, string>;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    error: string,
    description?: string,
    headers: Record<string, string> = {},
    extra: Record<string, string> = {},
  ) {
    super(description ?? error);
    this.status = status;
    this.body = {
      ...(description ? { error, error_description: description } : { error }),
      ...extra,
    };
    this.headers = headers;
  }
}

export const invalidCredentials = () =>
  new OAuthFailure(400, OAUTH_ERRORS.invalidGrant, OAUTH_ERROR_DESCRIPTIONS.invalidCredentials);
export const invalidRefreshToken = () =>
  new OAuthFailure(400, OAUTH_ERRORS.invalidGrant, OAUTH_ERROR_DESCRIPTIONS.invalidRefreshToken);
export const accountDisabled = () =>
  new OAuthFailure(401, OAUTH_ERRORS.accountDisabled, OAUTH_ERROR_DESCRIPTIONS.accountDisabled);
/** RFC 6749 §5.2: 401 with the scheme the client may authenticate with. */
export const invalidClient = (description = 'Unknown client or wrong client secret') =>
  new OAuthFailure(401, OAUTH_ERRORS.invalidClient, description, {
    'www-authenticate': 'Basic realm="quadro", charset="UTF-8"',
  });
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new OAuthFailure(
    429,
    OAUTH_ERRORS.tooManyAttempts,
    `too many failed attempts, retry in ${retryAfterSeconds} seconds`,
  );

/** The password was right and a code is needed: 403 with the single-use token of the next step. */
export const mfaRequired = (mfaToken: string) =>
  new OAuthFailure(
    403,
    OAUTH_ERRORS.mfaRequired,
    TWO_FACTOR_MESSAGES.challenge,
    {},
    {
      mfa_token: mfaToken,
    },
  );
export const invalidOtp = () =>
  new OAuthFailure(400, OAUTH_ERRORS.invalidGrant, OAUTH_ERROR_DESCRIPTIONS.invalidOtp);
export const invalidMfaToken = () =>
  new OAuthFailure(400, OAUTH_ERRORS.invalidGrant, OAUTH_ERROR_DESCRIPTIONS.invalidMfaToken);
/** The single-sign-on landing code is unknown, used or older than SSO_CODE_TTL_SECONDS. */
export const invalidSsoCode = () =>
  new OAuthFailure(400, OAUTH_ERRORS.invalidGrant, 'invalid_sso_code');
