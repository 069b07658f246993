import { holdsAnyProfile } from '@quadro/contract/profiles';
import type { Actor } from '../../platform/context/actor.ts';

/** HR alone erases; for anyone else every person is the same 404 as a random id. */
export function canErasePeople(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, ['hr']);
}
