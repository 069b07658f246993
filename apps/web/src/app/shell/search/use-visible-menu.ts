import { type MenuItem, menuFor } from '@quadro/contract/menu';
import { useMemo } from 'react';
import { useStoredUser } from '../../auth/use-session.ts';

/** The menu of spec §2 cut down to the profiles the user holds (the server still decides). */
export function useVisibleMenu(): MenuItem[] {
  const profiles = useStoredUser()?.profiles;
  return useMemo(() => menuFor(profiles ?? []), [profiles]);
}
