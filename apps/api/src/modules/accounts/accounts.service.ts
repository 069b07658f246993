import type { UpdateAccount } from '@quadro/contract/account';
import { AUTH_MESSAGES } from '@quadro/contract/messages';
import { revokeSessions } from '../../platform/auth/session-revocations.ts';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import * as people from '../people/people.public.ts';
import { type AccountAnswer, accountAnswer, toAccountFields } from './account-view.ts';
import { administeringProfilesOf, assertMayDisable, canManageAccount } from './accounts.policy.ts';
import * as repository from './accounts.repository.ts';
import type { DirectoryCache } from './directory-cache.ts';

/**
 * The signed-in person's account as JSON text: staff get the directory (employees and trainees
 * empty lists), kept built by the directory cache rather than read on every call.
 */
export async function getOwnAccount(
  ctx: ServiceContext,
  actor: Actor,
  directory: DirectoryCache,
): Promise<AccountAnswer> {
  const { userId } = requireSignedIn(actor);
  const person = await people.findPerson(ctx, actor, { id: userId });
  if (!person) throw conflict(AUTH_MESSAGES.userNotFound);
  const pictureUrl = people.signedProfilePictureUrl(ctx.urlSigner, person, ctx.clock.now());
  const fields = toAccountFields(person, pictureUrl);
  return people.canSeeDirectory(actor)
    ? accountAnswer(fields, await directory(ctx, actor))
    : accountAnswer(fields);
}

/** Only the fields named here reach the person: a method override sent along is ignored. */
function personChanges(changes: UpdateAccount): people.PersonChanges {
  return {
    name: changes.name,
    ...(changes.nickname !== undefined && { nickname: changes.nickname }),
    ...(changes.birthdate !== undefined && { birthdate: changes.birthdate }),
    ...(changes.phone_number !== undefined && { phoneNumber: changes.phone_number }),
    ...(changes.gender !== undefined && { gender: changes.gender }),
    ...(changes.marital_status !== undefined && { maritalStatus: changes.marital_status }),
    ...(changes.dependents_number !== undefined && { dependentsNumber: changes.dependents_number }),
    ...(changes.alternate_email !== undefined && { alternateEmail: changes.alternate_email }),
    ...(changes.hidden !== undefined && { hidden: changes.hidden }),
  };
}

export async function updateOwnAccount(
  ctx: ServiceContext,
  actor: Actor,
  input: UpdateAccount,
  directory: DirectoryCache,
): Promise<AccountAnswer> {
  const { userId } = requireSignedIn(actor);
  const updated = await people.updatePerson(ctx, actor, {
    id: userId,
    changes: personChanges(input),
  });
  if (!updated) throw conflict(AUTH_MESSAGES.userNotFound);
  return getOwnAccount(ctx, actor, directory);
}

export async function listPendingActivation(ctx: ServiceContext, actor: Actor) {
  if (!canManageAccount(actor)) return [];
  return repository.listPendingActivation(ctx.db);
}

/**
 * Locks the holders of the administering profiles first (always in the same order), then the
 * account, so two HR members disabling each other take turns and the second one is refused.
 */
export async function setAccountEnabled(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: string; enabled: boolean },
): Promise<{ id: string; enabled: boolean }> {
  if (!canManageAccount(actor)) throw notFound('Account');
  return withTransaction(ctx, async (tx) => {
    const enabledHolders = new Map<string, string[]>();
    if (!input.enabled) {
      const target = await repository.findAccount(tx.db, input.id);
      for (const profile of administeringProfilesOf(target ?? { profiles: [] })) {
        enabledHolders.set(profile, await people.lockEnabledHolders(tx.db, profile));
      }
    }
    const account = await repository.lockAccount(tx.db, input.id);
    if (!account) throw notFound('Account');
    if (!input.enabled) assertMayDisable(actor, account, enabledHolders);
    const updated = await repository.setEnabled(tx.db, input.id, input.enabled, tx.clock.now());
    if (!updated) throw notFound('Account');
    if (!updated.enabled) await revokeSessions(tx.db, { userId: updated.id });
    if (account.enabled !== updated.enabled) {
      await tx.audit({
        actor,
        action: 'account.activation',
        entityType: 'users',
        entityId: updated.id,
        before: { enabled: account.enabled },
        after: { enabled: updated.enabled },
      });
    }
    return updated;
  });
}
