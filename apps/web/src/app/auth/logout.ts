import { LOGIN_PATH, navigateTo } from '../navigation.ts';
import { clearSession, readUser } from './session.ts';
import { endSession } from './session-end.ts';
import { revokeRefreshToken } from './token-endpoint.ts';

/** Spec §7: logging out only forgets the stored user and userId, then shows the sign-in page. */
export function logout(): void {
  clearSession();
  endSession();
  navigateTo(LOGIN_PATH);
}

/** The user's Log Out: the server ends the session (RFC 7009) first, then the spec's logout. */
export async function signOut(): Promise<void> {
  const user = readUser();
  if (user) await revokeRefreshToken(user.refresh_token);
  logout();
}
