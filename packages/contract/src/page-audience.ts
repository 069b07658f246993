import type { PageAudience } from './page-access.ts';
import { holdsAnyProfile } from './profiles.ts';

/** Spec §6: a page is open to a user holding any of its profiles, matched case-insensitively. */
export function mayOpen(held: readonly string[], audience: PageAudience): boolean {
  return audience === 'signed-in' || holdsAnyProfile(held, audience);
}
