import { RequireAuth } from '../auth/require-auth.tsx';
import { AppShell } from './app-shell.tsx';

/** The /app frame, loaded on its own so public pages never download the shell. */
export function GuardedShell() {
  return (
    <RequireAuth>
      <AppShell />
    </RequireAuth>
  );
}
