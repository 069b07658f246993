import type { RetentionRule } from '../../platform/retention/retention-rule.ts';
import { mfaChallenges, passwordResetCodes, refreshTokens } from './credentials.schema.ts';
import { oidcSignInAttempts, ssoCodes, ssoLogoutTokens } from './sso.schema.ts';

const afterExpiry = (parameters: { expiredSignInRetentionDays: number }) =>
  parameters.expiredSignInRetentionDays;

/** Identity's one-time and expiring tokens, kept a while after they expired, then pruned. */
export const IDENTITY_RETENTION_RULES: readonly RetentionRule[] = [
  {
    name: 'refresh_tokens',
    table: refreshTokens,
    key: [refreshTokens.id],
    agedBy: refreshTokens.expiresAt,
    keepDays: afterExpiry,
  },
  {
    name: 'password_reset_codes',
    table: passwordResetCodes,
    key: [passwordResetCodes.id],
    agedBy: passwordResetCodes.expiresAt,
    keepDays: afterExpiry,
  },
  {
    name: 'mfa_challenges',
    table: mfaChallenges,
    key: [mfaChallenges.id],
    agedBy: mfaChallenges.expiresAt,
    keepDays: afterExpiry,
  },
  {
    name: 'oidc_sign_in_attempts',
    table: oidcSignInAttempts,
    key: [oidcSignInAttempts.id],
    agedBy: oidcSignInAttempts.expiresAt,
    keepDays: afterExpiry,
  },
  {
    name: 'sso_codes',
    table: ssoCodes,
    key: [ssoCodes.codeHash],
    agedBy: ssoCodes.expiresAt,
    keepDays: afterExpiry,
  },
  {
    name: 'sso_logout_tokens',
    table: ssoLogoutTokens,
    key: [ssoLogoutTokens.providerId, ssoLogoutTokens.jti],
    agedBy: ssoLogoutTokens.receivedAt,
    keepDays: afterExpiry,
  },
];
