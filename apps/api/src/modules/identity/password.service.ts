import { AUTH_MESSAGES } from '@quadro/contract/messages';
import { RESET_CODE_TTL_MINUTES } from '@quadro/contract/oauth';
import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { conflict, invalidField } from '../../platform/errors/app-error.ts';
import { findPersonByEmail, findPersonById } from '../people/people.public.ts';
import { passwordProvesOwner, refusePublishedPassword } from './demo-password.ts';
import { credentialsOwnerOf } from './identity.policy.ts';
import * as repository from './identity.repository.ts';
import { digestToken, newOpaqueToken } from './opaque-token.ts';
import { hashPassword } from './password-hashing.ts';
import { assertPasswordIsNew } from './password-policy.ts';
import { resetPasswordMail } from './reset-password-mail.ts';
import { refuseResetIfSsoOnly } from './sso-only.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function requestPasswordReset(
  ctx: ServiceContext,
  _actor: Actor,
  input: { email: string },
): Promise<void> {
  const user = await findPersonByEmail(ctx.db, input.email);
  if (!user) throw conflict(AUTH_MESSAGES.emailNotRegistered);
  await refuseResetIfSsoOnly(ctx, user);
  const code = newOpaqueToken(24);
  const link = `${ctx.config.publicUrl.replace(/\/$/, '')}/reset-password/${user.id}/${code}`;
  await withTransaction(ctx, async (tx) => {
    await repository.insertResetCode(tx.db, {
      userId: user.id,
      codeHash: digestToken(code),
      expiresAt: new Date(tx.clock.now().getTime() + RESET_CODE_TTL_MINUTES * 60_000),
    });
    await tx.mail(resetPasswordMail(user, link));
  });
}

/** The code in the link proves who asks, so the actor is anonymous. */
export async function resetPassword(
  ctx: ServiceContext,
  _actor: Actor,
  input: { userId: string; code: string; password: string },
): Promise<void> {
  const invalidLink = invalidField('code', AUTH_MESSAGES.resetLinkInvalid);
  if (!UUID.test(input.userId)) throw invalidLink;
  const passwordHash = await hashPassword(input.password);
  await withTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const code = await repository.consumeResetCode(
      tx.db,
      input.userId,
      digestToken(input.code),
      now,
    );
    if (!code) throw invalidLink;
    const person = await findPersonById(tx.db, code.userId);
    if (!person) throw invalidLink;
    // A code sent before the person's profile became SSO-only must not set a password either.
    await refuseResetIfSsoOnly(tx, person);
    await refusePublishedPassword(tx.db, 'password', input.password);
    await assertPasswordIsNew(tx.db, input.userId, input.password);
    await repository.storePassword(tx.db, input.userId, passwordHash, now);
    await repository.revokeUserTokens(tx.db, input.userId);
  });
}

export async function changePassword(
  ctx: ServiceContext,
  actor: Actor,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const owner = credentialsOwnerOf(actor);
  const user = await findPersonById(ctx.db, owner.userId);
  if (!user) throw conflict(AUTH_MESSAGES.userNotFound);
  if (!(await passwordProvesOwner(ctx.db, user.passwordHash, input.currentPassword))) {
    throw invalidField('currentPassword', 'The current password is not correct.');
  }
  if (input.currentPassword === input.newPassword) throw conflict(AUTH_MESSAGES.samePassword);
  await refusePublishedPassword(ctx.db, 'newPassword', input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await withTransaction(ctx, async (tx) => {
    await assertPasswordIsNew(tx.db, user.id, input.newPassword);
    await repository.storePassword(tx.db, user.id, passwordHash, tx.clock.now());
    await repository.revokeOtherSessions(tx.db, user.id, owner.sessionId);
  });
}
