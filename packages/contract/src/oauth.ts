/** OAuth constants without Zod, so the sign-in page can use them without loading the schemas. */
/** The SPA's OAuth client. Its secret is public by nature (it ships in the bundle); other clients come from OAUTH_CLIENTS. */
export const WEB_CLIENT = { client_id: 'quadro-web', client_secret: 'quadro-web-secret' } as const;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** The web refreshes its token when the expiry is this close (spec §9). */
export const REFRESH_MARGIN_MS = 300_000;
export const RESET_CODE_TTL_MINUTES = 60;

export const OAUTH_ERRORS = {
  invalidRequest: 'invalid_request',
  invalidClient: 'invalid_client',
  invalidGrant: 'invalid_grant',
  unsupportedGrantType: 'unsupported_grant_type',
  accountDisabled: 'account_disabled',
  tooManyAttempts: 'too_many_attempts',
  mfaRequired: 'mfa_required',
} as const;

export const OAUTH_ERROR_DESCRIPTIONS = {
  invalidCredentials: 'invalid_username_or_password',
  invalidRefreshToken: 'invalid_refresh_token',
  accountDisabled: 'account_disabled',
  invalidOtp: 'invalid_otp',
  invalidMfaToken: 'invalid_mfa_token',
} as const;
