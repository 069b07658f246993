import { holdsAnyProfile } from '@quadro/contract/profiles';
import type { Actor } from '../../platform/context/actor.ts';

/**
 * Admin and comercial run projects (spec §2 gives the projects routes to them alone); hr and cto
 * do not read them here: their screens get what they need from later issues' own routes.
 */
export function canManageProjects(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, ['admin', 'comercial']);
}
