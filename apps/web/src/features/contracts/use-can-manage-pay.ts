import { holdsAnyProfile } from '@quadro/contract/profiles';
import { useStoredUser } from '../../app/auth/use-session.ts';

/** HR adds contracts and salaries; financial and admin read them. */
export function useCanManagePay(): boolean {
  return holdsAnyProfile(useStoredUser()?.profiles ?? [], ['hr']);
}
