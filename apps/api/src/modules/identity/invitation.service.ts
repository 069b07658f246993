import type { ServiceContext } from '../../platform/context/service-context.ts';
import * as repository from './identity.repository.ts';
import { invitationMail } from './invitation-mail.ts';
import { digestToken, newOpaqueToken } from './opaque-token.ts';

/** How long an invitation link works: a week, since a new hire may read it days later. */
export const INVITATION_TTL_DAYS = 7;

/**
 * A link to the reset-password page with a one-use code valid for INVITATION_TTL_DAYS, with which
 * a person without a password chooses one. Pass the transaction that creates the person.
 */
export async function newInvitationLink(
  tx: ServiceContext,
  person: { id: string },
): Promise<{ link: string; expiresAt: Date }> {
  const code = newOpaqueToken(24);
  const link = `${tx.config.publicUrl.replace(/\/$/, '')}/reset-password/${person.id}/${code}`;
  const expiresAt = new Date(tx.clock.now().getTime() + INVITATION_TTL_DAYS * 86_400_000);
  await repository.insertResetCode(tx.db, {
    userId: person.id,
    codeHash: digestToken(code),
    expiresAt,
  });
  return { link, expiresAt };
}

/**
 * Mails a new person their invitation link. It handles people's `personCreated`
 * (identity.module.ts), which runs in the transaction that creates the person, so both happen or
 * neither. Until then the person's password hash is people's `NO_PASSWORD_YET`.
 */
export async function invitePerson(
  tx: ServiceContext,
  person: { id: string; name: string; email: string },
): Promise<void> {
  const { link } = await newInvitationLink(tx, person);
  await tx.mail(invitationMail(person, link));
}
