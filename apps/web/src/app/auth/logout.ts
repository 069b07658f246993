import { LOGIN_PATH, navigateTo } from '../navigation.ts';
import { queryClient } from '../query-client.ts';
import { clearSession } from './session.ts';

/** Spec §7: logging out only forgets the stored user and userId, then shows the sign-in page. */
export function logout(): void {
  clearSession();
  queryClient.clear();
  navigateTo(LOGIN_PATH);
}
