import { holdsAnyProfile } from '@quadro/contract/profiles';
import type { Actor } from '../../platform/context/actor.ts';

/** HR reads and changes the system parameters; every module reads them through ctx.parameters. */
export function canManageParameters(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, ['hr']);
}
