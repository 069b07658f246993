import type { TokenResponse } from '@quadro/contract/identity';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import type { SSO_GRANT_TYPE } from '@quadro/contract/sso';
import type { MFA_GRANT_TYPE } from '@quadro/contract/two-factor';
import { ConnectionError, HttpError } from '../api/http-error.ts';

export const TOKEN_PATH = '/connect/token';

/** The second step of a sign-in that needs a code: the challenge's token and the code or a recovery code. */
export type MfaGrant = { grant_type: typeof MFA_GRANT_TYPE; mfa_token: string } & (
  | { otp: string }
  | { recovery_code: string }
);

type Grant =
  | { grant_type: 'password'; username: string; password: string }
  | { grant_type: 'refresh_token'; refresh_token: string }
  | MfaGrant
  /** The single-use code a provider's callback handed the landing page (/login/sso). */
  | { grant_type: typeof SSO_GRANT_TYPE; code: string };

async function readBody(response: Response): Promise<unknown> {
  const raw = await response.text();
  try {
    return raw === '' ? undefined : JSON.parse(raw);
  } catch {
    return raw;
  }
}

/**
 * POST /connect/token, form-encoded as OAuth 2 asks, with the web client's credentials. The
 * response schema (and Zod with it) is loaded on the first call so the sign-in page opens light.
 */
export async function requestToken(grant: Grant): Promise<TokenResponse> {
  const { tokenResponseSchema } = await import('@quadro/contract/identity');
  let response: Response;
  try {
    response = await fetch(TOKEN_PATH, {
      method: 'POST',
      body: new URLSearchParams({ ...grant, ...WEB_CLIENT }),
    });
  } catch (cause) {
    throw new ConnectionError(cause);
  }
  const body = await readBody(response);
  if (!response.ok) throw new HttpError(response.status, response.statusText, body);
  return tokenResponseSchema.parse(body);
}

export const REVOCATION_PATH = '/connect/revocation';
/** Log Out does not wait longer than this for the server. */
const REVOCATION_TIMEOUT_MS = 3000;

/**
 * RFC 7009: ends the session behind a refresh token on the server, so a copy of it (a stolen one)
 * stops working once its owner logs out. Best effort: a failure never keeps anybody signed in.
 */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  try {
    await fetch(REVOCATION_PATH, {
      method: 'POST',
      body: new URLSearchParams({
        token: refreshToken,
        token_type_hint: 'refresh_token',
        ...WEB_CLIENT,
      }),
      keepalive: true,
      signal: AbortSignal.timeout(REVOCATION_TIMEOUT_MS),
    });
  } catch {
    // Offline or slow: the session is still forgotten here and expires on the server.
  }
}
