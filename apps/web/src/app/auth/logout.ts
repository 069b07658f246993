import { APP_HOME_PATH, LOGIN_PATH, navigateTo } from '../navigation.ts';
import { clearSession } from './session.ts';
import { endSession } from './session-end.ts';

/**
 * Spec §7: logging out only forgets the stored user and userId, then shows the sign-in page.
 * `loggedOut`: the person's own Log Out, after which signing in opens the dashboard; otherwise
 * (an expired or refused session) signing in goes back to the page they were on.
 */
export function logout({ loggedOut = false } = {}): void {
  clearSession({ loggedOut });
  endSession();
  const { pathname, search, hash } = window.location;
  const inApp = pathname === APP_HOME_PATH || pathname.startsWith(`${APP_HOME_PATH}/`);
  if (loggedOut || !inApp) {
    navigateTo(LOGIN_PATH);
    return;
  }
  // The sign-in page's `from`, as RequireAuth gives it: signing in comes back to this page.
  navigateTo(LOGIN_PATH, { state: { from: { pathname, search, hash } } });
}
