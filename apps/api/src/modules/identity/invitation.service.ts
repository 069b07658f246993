import type { ServiceContext } from '../../platform/context/service-context.ts';
import * as repository from './identity.repository.ts';
import { invitationMail } from './invitation-mail.ts';
import { digestToken, newOpaqueToken } from './opaque-token.ts';

/** How long an invitation link works: a week, since a new hire may read it days later. */
export const INVITATION_TTL_DAYS = 7;

/**
 * Mails a new person a link to choose their password: the reset-password page with a one-use code
 * valid for a week. It handles people's `personCreated` (identity.module.ts), which runs in the
 * transaction that creates the person, so both happen or neither. Until then the person's password
 * hash is people's `NO_PASSWORD_YET`.
 */
export async function invitePerson(
  tx: ServiceContext,
  person: { id: string; name: string; email: string },
): Promise<void> {
  const code = newOpaqueToken(24);
  const link = `${tx.config.publicUrl.replace(/\/$/, '')}/reset-password/${person.id}/${code}`;
  await repository.insertResetCode(tx.db, {
    userId: person.id,
    codeHash: digestToken(code),
    expiresAt: new Date(tx.clock.now().getTime() + INVITATION_TTL_DAYS * 86_400_000),
  });
  await tx.mail(invitationMail(person, link));
}
