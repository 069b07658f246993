import { SSO_ENDPOINTS } from '@quadro/contract/sso.endpoints';
import { apiRequest } from '../api/http-client.ts';
import { logout } from './logout.ts';
import { readUser } from './session.ts';
import { revokeRefreshToken } from './token-endpoint.ts';

/** Log Out does not wait longer than this for the server. */
const SIGN_OUT_TIMEOUT_MS = 3000;

const timedOut = Symbol('timed out');

/**
 * Ends this session on the server: where a single sign-on session goes on to (the provider's
 * end-session page), or null. Unanswered in time: null, the call still ends it on its way; failed:
 * the refresh token is revoked instead (RFC 7009), so a copy of it stops working either way.
 */
async function endThisSession(refreshToken: string): Promise<string | null> {
  const call = apiRequest(SSO_ENDPOINTS.signOut, undefined, { redirectOnNotFound: false });
  try {
    const answer = await Promise.race([
      call,
      new Promise<typeof timedOut>((resolve) =>
        setTimeout(() => resolve(timedOut), SIGN_OUT_TIMEOUT_MS),
      ),
    ]);
    return answer === timedOut ? null : answer.redirectTo;
  } catch {
    await revokeRefreshToken(refreshToken);
    return null;
  }
}

/**
 * The user's Log Out: the server ends the session, the spec's logout forgets it here, and a
 * session that began at an identity provider ends there too (RP-initiated logout), which comes
 * back to the sign-in page.
 */
export async function signOut(): Promise<void> {
  const user = readUser();
  const redirectTo = user ? await endThisSession(user.refresh_token) : null;
  logout({ loggedOut: true });
  if (redirectTo) window.location.assign(redirectTo);
}
