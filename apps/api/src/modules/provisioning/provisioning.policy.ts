import { holdsAnyProfile } from '@quadro/contract/profiles';
import type { Actor } from '../../platform/context/actor.ts';

/** HR decides who exists, so HR creates and revokes the tokens an identity provider provisions with. */
export function canManageScimTokens(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, ['hr']);
}
