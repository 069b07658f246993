import { AUTH_MESSAGES } from '@quadro/contract/messages';
import { RESET_CODE_TTL_MINUTES } from '@quadro/contract/oauth';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { conflict, invalidField } from '../../platform/errors/app-error.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import * as repository from './identity.repository.ts';
import { digestToken, newOpaqueToken } from './opaque-token.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { assertPasswordIsNew } from './password-policy.ts';
import { resetPasswordMail } from './reset-password-mail.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function requestPasswordReset(
  db: Database,
  config: Config,
  email: string,
): Promise<void> {
  const user = await repository.findUserByEmail(db, email);
  if (!user) throw conflict(AUTH_MESSAGES.emailNotRegistered);
  const code = newOpaqueToken(24);
  const link = `${config.publicUrl.replace(/\/$/, '')}/reset-password/${user.id}/${code}`;
  await db.transaction(async (tx) => {
    await repository.insertResetCode(tx, {
      userId: user.id,
      codeHash: digestToken(code),
      expiresAt: new Date(Date.now() + RESET_CODE_TTL_MINUTES * 60_000),
    });
    await queueMail(tx, resetPasswordMail(user, link));
  });
}

export async function resetPassword(
  db: Database,
  request: { userId: string; code: string; password: string },
): Promise<void> {
  const invalidLink = invalidField('code', AUTH_MESSAGES.resetLinkInvalid);
  if (!UUID.test(request.userId)) throw invalidLink;
  const passwordHash = await hashPassword(request.password);
  await db.transaction(async (tx) => {
    const code = await repository.consumeResetCode(tx, request.userId, digestToken(request.code));
    if (!code) throw invalidLink;
    await assertPasswordIsNew(tx, request.userId, request.password);
    await repository.storePassword(tx, request.userId, passwordHash);
    await repository.revokeUserTokens(tx, request.userId);
  });
}

export async function changePassword(
  db: Database,
  request: {
    userId: string;
    sessionId: string | undefined;
    currentPassword: string;
    newPassword: string;
  },
): Promise<void> {
  const user = await repository.findUserById(db, request.userId);
  if (!user) throw conflict(AUTH_MESSAGES.userNotFound);
  if (!(await verifyPassword(user.passwordHash, request.currentPassword))) {
    throw invalidField('currentPassword', 'The current password is not correct.');
  }
  if (request.currentPassword === request.newPassword) throw conflict(AUTH_MESSAGES.samePassword);
  const passwordHash = await hashPassword(request.newPassword);
  await db.transaction(async (tx) => {
    await assertPasswordIsNew(tx, user.id, request.newPassword);
    await repository.storePassword(tx, user.id, passwordHash);
    await repository.revokeOtherSessions(tx, user.id, request.sessionId);
  });
}
