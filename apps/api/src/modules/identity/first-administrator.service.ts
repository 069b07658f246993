import {
  FIRST_ADMINISTRATOR_PROFILES,
  type FirstAdministrator,
} from '@quadro/contract/first-administrator';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import {
  countEnabledProfileHolders,
  findPersonByEmail,
  insertPerson,
  NO_PASSWORD_YET,
} from '../people/people.public.ts';
import { lockFirstAdministrator } from './identity.repository.ts';
import { newInvitationLink } from './invitation.service.ts';

export type FirstAdministratorOutcome =
  | { outcome: 'created'; id: string; link: string; expiresAt: Date }
  | { outcome: 'administrator-exists' }
  | { outcome: 'email-taken' };

/**
 * The operator's `create-admin` (admin/admin-cli.ts), on a database where nobody holds the admin
 * profile: the person with the admin and hr profiles, no password yet, and the invitation link
 * (printed, not mailed: the operator hands it over), audited as done by the system.
 */
export async function createFirstAdministrator(
  ctx: ServiceContext,
  input: FirstAdministrator,
): Promise<FirstAdministratorOutcome> {
  return withTransaction(ctx, async (tx) => {
    await lockFirstAdministrator(tx.db);
    if ((await countEnabledProfileHolders(tx.db, 'admin')) > 0) {
      return { outcome: 'administrator-exists' } as const;
    }
    if (await findPersonByEmail(tx.db, input.email)) return { outcome: 'email-taken' } as const;
    const profiles = FIRST_ADMINISTRATOR_PROFILES;
    const person = await insertPerson(tx.db, {
      name: input.name,
      email: input.email,
      passwordHash: NO_PASSWORD_YET,
      profiles,
      enabled: true,
    });
    if (!person) return { outcome: 'email-taken' } as const;
    await tx.audit({
      actor: { userId: null },
      action: 'employee.create',
      entityType: 'users',
      entityId: person.id,
      before: null,
      after: { name: input.name, email: input.email, profiles, enabled: true },
    });
    const invitation = await newInvitationLink(tx, person);
    return { outcome: 'created', id: person.id, ...invitation } as const;
  });
}
