import { useStoredUser } from '../../app/auth/use-session.ts';

/** Message pages lead to /app/, named for where the visitor will really land. */
export function useHomeAction() {
  const user = useStoredUser();
  return { actionTo: '/app/', actionLabel: user ? 'Go To Dashboard' : 'Go To Login' };
}
