import { holdsAnyProfile } from '@quadro/contract/profiles';
import type { Actor } from '../../platform/context/actor.ts';

/**
 * The administrator answers for the installation's security: who changed what and who signed in.
 * The trail holds every module's records (salaries, evaluations), so no other profile reads it whole.
 */
export function canReadAuditTrail(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, ['admin']);
}
