import type { Account, UpdateAccount } from '@quadro/contract/account';
import { AUTH_MESSAGES } from '@quadro/contract/messages';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import type { Database } from '../../db/database.ts';
import type { AccessClaims } from '../../platform/auth/access-token.ts';
import { revokeSessions } from '../../platform/auth/session-revocations.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import type { AppContext } from '../../platform/http/app-context.ts';
import { toAccount } from './account-view.ts';
import * as repository from './accounts.repository.ts';
import { profilePicturePath } from './profile-picture-path.ts';

/** Staff pick employees in their forms; employees and trainees get no directory. */
const DIRECTORY_PROFILES = ['hr', 'admin', 'financial', 'cto', 'evaluator', 'comercial'] as const;

type AccountContext = Pick<AppContext, 'db' | 'urlSigner'>;

export async function getOwnAccount(
  { db, urlSigner }: AccountContext,
  auth: AccessClaims,
): Promise<Account> {
  const user = await repository.findAccount(db, auth.userId);
  if (!user) throw conflict(AUTH_MESSAGES.userNotFound);
  const employees = holdsAnyProfile(user.profiles, DIRECTORY_PROFILES)
    ? await repository.listActiveEmployees(db)
    : [];
  // Client assignments arrive with the clients issue; until then nobody has a client.
  const pictureUrl = user.profilePictureFileId
    ? urlSigner.sign(profilePicturePath(user.profilePictureFileId))
    : null;
  return toAccount(user, { employees, employeesWithoutClient: employees }, pictureUrl);
}

export async function updateOwnAccount(
  context: AccountContext,
  auth: AccessClaims,
  changes: UpdateAccount,
): Promise<Account> {
  const { _method, phone_number, marital_status, dependents_number, alternate_email, ...rest } =
    changes;
  const updated = await repository.updateAccount(context.db, auth.userId, {
    ...rest,
    ...(phone_number !== undefined && { phoneNumber: phone_number }),
    ...(marital_status !== undefined && { maritalStatus: marital_status }),
    ...(dependents_number !== undefined && { dependentsNumber: dependents_number }),
    ...(alternate_email !== undefined && { alternateEmail: alternate_email }),
  });
  if (!updated) throw conflict(AUTH_MESSAGES.userNotFound);
  return getOwnAccount(context, auth);
}

export async function setAccountEnabled(db: Database, id: string, enabled: boolean) {
  const updated = await db.transaction(async (tx) => {
    const user = await repository.updateAccount(tx, id, { enabled });
    if (user && !enabled) await revokeSessions(tx, { userId: id });
    return user;
  });
  if (!updated) throw notFound('Account');
  return { id: updated.id, enabled: updated.enabled };
}
