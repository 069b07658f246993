import { eq } from 'drizzle-orm';
import type { ErasureStep } from '../../platform/erasure/erasure-step.ts';
import { userAppearance } from './appearance.schema.ts';

/** The person's own appearance choices go with them. */
export const appearanceErasure: ErasureStep = {
  async run(tx, person) {
    await tx.db.delete(userAppearance).where(eq(userAppearance.personId, person.id));
    return [];
  },
};
