import { holdsAnyProfile, type Profile } from '@quadro/contract/profiles';
import { useStoredUser } from '../../app/auth/use-session.ts';

/** Whether the signed-in person holds one of `audience` (a dashboard's readers). */
export function useHoldsAny(audience: readonly Profile[]): boolean {
  return holdsAnyProfile(useStoredUser()?.profiles ?? [], audience);
}
