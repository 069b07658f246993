import type { Profile } from '@quadro/contract/profiles';
import type { GroupProfileMapping } from '@quadro/contract/sso-rules';
import type { Actor } from '../../platform/context/actor.ts';

/**
 * Who calls the SCIM service: the identity provider behind one of HR's tokens. It acts as the
 * system in the audit (no person), and its provider's mapping turns groups into profiles.
 */
export interface ScimCaller extends Actor {
  userId: null;
  tokenId: string;
  /** The token's provider's group-to-profile table; empty when the token names no provider. */
  mapping: GroupProfileMapping;
  /** What a person the provider creates holds before any group maps a profile. */
  defaultProfiles: readonly Profile[];
  /** The provider's `scimDeleteErasesAfterDays`: a DELETE schedules the erasure; unset, it does not. */
  deleteErasesAfterDays: number | undefined;
}
