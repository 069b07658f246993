import { holdsAnyProfile } from '@quadro/contract/profiles';
import type { Actor } from '../../platform/context/actor.ts';

/** Staff who pick clients elsewhere (employee filters, projects) read the list. */
const CLIENT_READERS = ['hr', 'financial', 'admin', 'comercial'] as const;

export function canReadClients(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, CLIENT_READERS);
}

/** HR keeps the clients and who works for each. */
export function canManageClients(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, ['hr']);
}
