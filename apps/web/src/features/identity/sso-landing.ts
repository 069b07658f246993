import { OAUTH_ERRORS } from '@quadro/contract/oauth';
import { SSO_REFUSAL_REASONS, type SsoRefusal } from '@quadro/contract/sso-refusals';
import { HttpError } from '../../app/api/http-error.ts';
import { APP_HOME_PATH } from '../../app/navigation.ts';

/** What the provider's callback handed the landing page: a code to exchange, or a refusal. */
export type SsoLanding =
  | { kind: 'code'; code: string; returnTo: string }
  | { kind: 'refused'; reason: SsoRefusal };

const isRefusal = (reason: string | null): reason is SsoRefusal =>
  SSO_REFUSAL_REASONS.includes(reason as SsoRefusal);

/**
 * Only a page of the portal's own /app is gone back to (the API checks as well): anything else,
 * another site or a protocol-relative `//host`, opens the dashboard.
 */
export function landingTarget(returnTo: string | null): string {
  if (!returnTo) return APP_HOME_PATH;
  const inApp = returnTo === APP_HOME_PATH || /^\/app[/?#]/.test(returnTo);
  return inApp && !returnTo.startsWith('//') ? returnTo : APP_HOME_PATH;
}

/**
 * `#code=…&returnTo=…` (in the fragment, so the code reaches neither the server's logs nor a
 * Referer) or `?error={reason}`; an unknown reason, or neither, is a failed sign-in.
 */
export function readLanding(hash: string, search: string): SsoLanding {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const code = fragment.get('code');
  if (code) return { kind: 'code', code, returnTo: landingTarget(fragment.get('returnTo')) };
  const reason = new URLSearchParams(search).get('error');
  return { kind: 'refused', reason: isRefusal(reason) ? reason : 'sign_in_failed' };
}

/**
 * Why the token endpoint refused the landing's code: used, expired or unknown (`invalid_grant`),
 * the account disabled since, or anything else.
 */
export function refusalOfTokenError(error: unknown): SsoRefusal {
  if (!(error instanceof HttpError)) return 'sign_in_failed';
  const { error: code } = (error.body ?? {}) as { error?: unknown };
  if (code === OAUTH_ERRORS.invalidGrant) return 'expired';
  if (code === OAUTH_ERRORS.accountDisabled) return 'disabled_person';
  return 'sign_in_failed';
}
