import {
  INTEREST_MESSAGES,
  type Interest,
  type InterestInput,
  type OwnInterestsInput,
} from '@quadro/contract/interests';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, forbidden, invalidField, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/database-errors.ts';
import * as repository from './interests.repository.ts';
import { canCurateInterests } from './people.policy.ts';

const interestNotFound = () => notFound('Interest');

function duplicate(designation: string): AppError {
  const message = INTEREST_MESSAGES.duplicate(designation);
  return new AppError('conflict', message, [{ field: 'designation', message }]);
}

export function listInterests(ctx: ServiceContext, _actor: Actor): Promise<Interest[]> {
  return repository.listInterests(ctx.db);
}

export async function createInterest(
  ctx: ServiceContext,
  actor: Actor,
  input: InterestInput,
): Promise<Interest> {
  if (!canCurateInterests(actor)) throw forbidden();
  return withTransaction(ctx, async (tx) => {
    const created = await repository.insertInterest(tx.db, input.designation);
    if (!created) throw duplicate(input.designation);
    await tx.audit({
      actor,
      action: 'interest.create',
      entityType: 'interests',
      entityId: created.id,
      before: null,
      after: created,
    });
    return created;
  });
}

export async function renameInterest(
  ctx: ServiceContext,
  actor: Actor,
  input: InterestInput & { id: string },
): Promise<Interest> {
  if (!canCurateInterests(actor)) throw interestNotFound();
  try {
    return await withTransaction(ctx, async (tx) => {
      const before = await repository.lockInterest(tx.db, input.id);
      if (!before) throw interestNotFound();
      const holder = await repository.findInterestByDesignation(tx.db, input.designation);
      if (holder && holder.id !== input.id) throw duplicate(input.designation);
      const after = await repository.renameInterest(tx.db, input.id, input.designation);
      if (!after) throw interestNotFound();
      await tx.audit({
        actor,
        action: 'interest.update',
        entityType: 'interests',
        entityId: after.id,
        before,
        after,
      });
      return after;
    });
  } catch (error) {
    // Two renames to one new designation at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw duplicate(input.designation);
    throw error;
  }
}

export async function removeInterest(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string },
): Promise<void> {
  if (!canCurateInterests(actor)) throw interestNotFound();
  await withTransaction(ctx, async (tx) => {
    const before = await repository.lockInterest(tx.db, input.id);
    if (!before) throw interestNotFound();
    await repository.deleteInterest(tx.db, input.id);
    await tx.audit({
      actor,
      action: 'interest.delete',
      entityType: 'interests',
      entityId: before.id,
      before,
      after: null,
    });
  });
}

export async function getOwnInterests(ctx: ServiceContext, actor: Actor): Promise<Interest[]> {
  const { userId } = requireSignedIn(actor);
  return repository.interestsOf(ctx.db, userId);
}

/** Replaces the signed-in user's picks in one transaction, filed under them in the audit trail. */
export async function replaceOwnInterests(
  ctx: ServiceContext,
  actor: Actor,
  input: OwnInterestsInput,
): Promise<Interest[]> {
  const { userId } = requireSignedIn(actor);
  const wanted = [...new Set(input.interest_ids)];
  return withTransaction(ctx, async (tx) => {
    if (!(await repository.lockPicker(tx.db, userId))) throw notFound('Person');
    if ((await repository.countExistingInterests(tx.db, wanted)) !== wanted.length) {
      throw invalidField('interest_ids', INTEREST_MESSAGES.unknown);
    }
    const before = await repository.interestsOf(tx.db, userId);
    await repository.replaceInterestsOf(tx.db, userId, wanted);
    const after = await repository.interestsOf(tx.db, userId);
    await tx.audit({
      actor,
      action: 'person-interests.update',
      entityType: 'users',
      entityId: userId,
      before: { interests: before.map((interest) => interest.designation) },
      after: { interests: after.map((interest) => interest.designation) },
    });
    return after;
  });
}
