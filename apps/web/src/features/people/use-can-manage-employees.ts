import { holdsAnyProfile } from '@quadro/contract/profiles';
import { useStoredUser } from '../../app/auth/use-session.ts';

/** HR changes employees; financial reads the same pages without the buttons. */
export function useCanManageEmployees(): boolean {
  return holdsAnyProfile(useStoredUser()?.profiles ?? [], ['hr']);
}
