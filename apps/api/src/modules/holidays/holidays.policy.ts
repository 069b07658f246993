import { holdsAnyProfile } from '@quadro/contract/profiles';
import type { Actor } from '../../platform/context/actor.ts';

/** HR keeps the company's holidays; everybody reads them (they shape every calendar). */
export function canManageHolidays(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, ['hr']);
}
