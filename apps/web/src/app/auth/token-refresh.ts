import { REFRESH_MARGIN_MS } from '@quadro/contract/oauth';
import { SessionEndedError } from '../api/http-error.ts';
import { logout } from './logout.ts';
import { readTokenExpiresAt, readUser, saveRefreshedToken } from './session.ts';
import { requestToken } from './token-endpoint.ts';

let refreshInFlight: Promise<void> | null = null;

async function refresh(refreshToken: string): Promise<void> {
  try {
    saveRefreshedToken(
      await requestToken({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    );
  } catch {
    logout();
    throw new SessionEndedError();
  }
}

function refreshOnce(refreshToken: string): Promise<void> {
  refreshInFlight ??= refresh(refreshToken).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** Refreshes first when the token expires within the margin; parallel calls share one refresh. */
export function ensureFreshToken(): Promise<void> {
  const user = readUser();
  if (!user || readTokenExpiresAt() - Date.now() > REFRESH_MARGIN_MS) return Promise.resolve();
  return refreshOnce(user.refresh_token);
}

/** A new access token now, because what it says changed (two-factor sign-in was turned on). */
export function refreshTokenNow(): Promise<void> {
  const user = readUser();
  return user ? refreshOnce(user.refresh_token) : Promise.resolve();
}
