import { holdsAnyProfile } from '@quadro/contract/profiles';
import type { ReactNode } from 'react';
import { NotFoundMessage } from '../../features/status-pages/not-found-page.tsx';
import { useStoredUser } from '../auth/use-session.ts';

/** Hides routes of profiles the user does not hold; only the server really decides (habit 16). */
export function ProfileGate({
  profiles,
  children,
}: {
  profiles: Parameters<typeof holdsAnyProfile>[1] | undefined;
  children: ReactNode;
}) {
  const held = useStoredUser()?.profiles ?? [];
  if (profiles && !holdsAnyProfile(held, profiles)) return <NotFoundMessage />;
  return children;
}
