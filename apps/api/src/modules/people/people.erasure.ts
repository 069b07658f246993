import { eq } from 'drizzle-orm';
import type { ErasureStep } from '../../platform/erasure/erasure-step.ts';
import { findCurrentPicture } from './people.repository.ts';
import { personInterests, users } from './people.schema.ts';
import { NO_PASSWORD_YET } from './people-hooks.ts';

/**
 * The person's row keeps its id, employment dates, contract type, job title and working time (the
 * kept legal records need them) under an anonymous name and address; every other personal field
 * goes, with the picture and interests. Hidden, so the directory and celebrations skip them.
 */
export const peopleErasure: ErasureStep = {
  async run(tx, person) {
    const picture = await findCurrentPicture(tx.db, person.id);
    await tx.db.delete(personInterests).where(eq(personInterests.userId, person.id));
    await tx.db
      .update(users)
      .set({
        name: person.anonymousName,
        email: person.anonymousEmail,
        passwordHash: NO_PASSWORD_YET,
        nickname: null,
        birthdate: null,
        phoneNumber: null,
        gender: null,
        maritalStatus: null,
        dependentsNumber: null,
        alternateEmail: null,
        workspace: null,
        taxNumber: null,
        profilePictureFileId: null,
        hidden: true,
        failedLoginCount: 0,
        lockedUntil: null,
        erasedAt: tx.clock.now(),
        updatedAt: tx.clock.now(),
      })
      .where(eq(users.id, person.id));
    return picture ? [picture] : [];
  },
};
