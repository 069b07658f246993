import { AUTH_MESSAGES } from '@quadro/contract/messages';
import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import {
  findPersonByEmail,
  insertPerson,
  listEnabledHolderEmails,
} from '../people/people.public.ts';
import { refusePublishedPassword } from './demo-password.ts';
import { recordPasswordHistory } from './identity.repository.ts';
import { hashPassword } from './password-hashing.ts';

/** A self-registered account starts disabled with the employee profile; HR is told to review it. */
export async function registerAccount(
  ctx: ServiceContext,
  _actor: Actor,
  input: { name: string; email: string; password: string },
): Promise<{ id: string }> {
  if (await findPersonByEmail(ctx.db, input.email)) {
    throw conflict(AUTH_MESSAGES.emailAlreadyRegistered);
  }
  await refusePublishedPassword(ctx.db, 'password', input.password);
  const passwordHash = await hashPassword(input.password);
  return withTransaction(ctx, async (tx) => {
    const person = await insertPerson(tx.db, {
      name: input.name,
      email: input.email,
      passwordHash,
      profiles: ['employee'],
      enabled: false,
    });
    if (!person) throw conflict(AUTH_MESSAGES.emailAlreadyRegistered);
    await recordPasswordHistory(tx.db, [{ userId: person.id, passwordHash }]);
    for (const reviewer of await listEnabledHolderEmails(tx.db, 'hr')) {
      await tx.mail({
        to: reviewer,
        subject: 'Quadro: a new account waits for activation',
        text: `${input.name} <${input.email}> registered on Quadro. Review and activate the account in Employees.`,
      });
    }
    return person;
  });
}
