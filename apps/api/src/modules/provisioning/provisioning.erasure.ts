import { eq } from 'drizzle-orm';
import type { ErasureStep } from '../../platform/erasure/erasure-step.ts';
import { scimGroupMembers, scimUsers } from './provisioning.schema.ts';

/** The provider's external id and group memberships go; SCIM no longer finds the person. */
export const provisioningErasure: ErasureStep = {
  async run(tx, person) {
    await tx.db.delete(scimGroupMembers).where(eq(scimGroupMembers.userId, person.id));
    await tx.db.delete(scimUsers).where(eq(scimUsers.userId, person.id));
    return [];
  },
};
