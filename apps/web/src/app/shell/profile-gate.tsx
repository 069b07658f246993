import type { PageAudience } from '@quadro/contract/page-access';
import { mayOpen } from '@quadro/contract/page-audience';
import type { ReactNode } from 'react';
import { NotFoundMessage } from '../../features/status-pages/not-found-page.tsx';
import { useStoredUser } from '../auth/use-session.ts';

/** Hides pages the user's profiles may not open (page-access table); only the server really decides. */
export function ProfileGate({
  audience,
  children,
}: {
  audience: PageAudience | undefined;
  children: ReactNode;
}) {
  const held = useStoredUser()?.profiles ?? [];
  if (audience && !mayOpen(held, audience)) return <NotFoundMessage />;
  return children;
}
