import type { RegistrationStatus } from '@quadro/contract/identity';
import { AUTH_MESSAGES } from '@quadro/contract/messages';
import { isEmailDomainAllowed } from '@quadro/contract/system-parameters';
import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { conflict, forbidden, invalidField } from '../../platform/errors/app-error.ts';
import {
  findPersonByEmail,
  insertPerson,
  listEnabledHolderEmails,
} from '../people/people.public.ts';
import { refusePublishedPassword } from './demo-password.ts';
import { recordPasswordHistory } from './identity.repository.ts';
import { hashPassword } from './password-hashing.ts';

/** Whether the register page shows its form: the selfRegistration parameter. */
export function registrationStatus(ctx: ServiceContext): RegistrationStatus {
  return { open: ctx.parameters.current().selfRegistration === 'on' };
}

/** Refuses a registration while it is off, or for an e-mail outside the listed domains. */
function assertMayRegister(ctx: ServiceContext, email: string): void {
  const { selfRegistration, selfRegistrationDomains } = ctx.parameters.current();
  if (selfRegistration !== 'on') throw forbidden(AUTH_MESSAGES.registrationClosed);
  if (!isEmailDomainAllowed(email, selfRegistrationDomains)) {
    throw invalidField('email', AUTH_MESSAGES.registrationDomainRefused);
  }
}

/** A self-registered account starts disabled with the employee profile; HR is told to review it. */
export async function registerAccount(
  ctx: ServiceContext,
  _actor: Actor,
  input: { name: string; email: string; password: string },
): Promise<{ id: string }> {
  assertMayRegister(ctx, input.email);
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
