import { RequireAuth } from '../auth/require-auth.tsx';
import { QueryProvider } from '../query-provider.tsx';
import { AppShell } from './app-shell.tsx';

/** The /app frame, loaded on its own so public pages never download the shell. */
export function GuardedShell() {
  return (
    <QueryProvider>
      <RequireAuth>
        <AppShell />
      </RequireAuth>
    </QueryProvider>
  );
}
