import { holdsAnyProfile } from '@quadro/contract/profiles';
import { TRANSPORT_MANAGERS, TRANSPORT_READERS } from '@quadro/contract/transports';
import type { Actor } from '../../platform/context/actor.ts';

/** HR and admin keep the catalogue (spec §2: /app/transports). */
export function canManageTransports(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, TRANSPORT_MANAGERS);
}

/** Its keepers, and the employees and trainees who get it as suggestions in their pass form. */
export function canReadTransports(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, TRANSPORT_READERS);
}
