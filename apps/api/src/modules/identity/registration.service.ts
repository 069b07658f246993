import { AUTH_MESSAGES } from '@quadro/contract/messages';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import { passwordHistory } from './credentials.schema.ts';
import { findUserByEmail } from './identity.repository.ts';
import { hashPassword } from './password-hashing.ts';
import { users } from './users.schema.ts';

/** A self-registered account starts disabled with the employee profile; HR is told to review it. */
export async function registerAccount(
  db: Database,
  request: { name: string; email: string; password: string },
): Promise<{ id: string }> {
  if (await findUserByEmail(db, request.email))
    throw conflict(AUTH_MESSAGES.emailAlreadyRegistered);
  const passwordHash = await hashPassword(request.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        name: request.name,
        email: request.email,
        passwordHash,
        profiles: ['employee'],
        enabled: false,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) throw conflict(AUTH_MESSAGES.emailAlreadyRegistered);
    await tx.insert(passwordHistory).values({ userId: user.id, passwordHash });
    const reviewers = await tx
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.enabled} and 'hr' = any(${users.profiles})`);
    for (const reviewer of reviewers) {
      await queueMail(tx, {
        to: reviewer.email,
        subject: 'Quadro: a new account waits for activation',
        text: `${request.name} <${request.email}> registered on Quadro. Review and activate the account in Employees.`,
      });
    }
    return user;
  });
}
