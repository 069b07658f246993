import { holdsAnyProfile } from '@quadro/contract/profiles';
import type { Actor } from '../../platform/context/actor.ts';

/**
 * The administrator runs the installation: failed deliveries and jobs are theirs to see. HR's
 * Settings keep the business rules; a mail's recipient and its SMTP answer are not HR's concern.
 */
export function canSeeOperations(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, ['admin']);
}
