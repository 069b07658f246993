import { profilesFromGroups } from '@quadro/contract/sso-rules';
import { revokeSessions } from '../../platform/auth/session-revocations.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { updateProvisionedPerson } from '../people/people.public.ts';
import type { ScimCaller } from './scim-caller.ts';
import { groupsOfUsers, profilesOfUsers } from './scim-users.repository.ts';

/**
 * After a group change: each person's profiles follow their groups through the provider's mapping
 * (the profiles it does not govern stay). A change is audited and ends the person's sessions,
 * since access tokens carry the profiles, as HR's change of profiles does.
 */
export async function applyGroupProfiles(
  tx: ServiceContext,
  caller: ScimCaller,
  userIds: readonly string[],
): Promise<void> {
  if (Object.keys(caller.mapping).length === 0 || userIds.length === 0) return;
  const people = await profilesOfUsers(tx.db, [...new Set(userIds)]);
  const groups = await groupsOfUsers(
    tx.db,
    people.map((person) => person.id),
  );
  for (const person of people) {
    const names = (groups.get(person.id) ?? []).map((group) => group.displayName);
    const next = profilesFromGroups(caller.mapping, names, person.profiles);
    if (next.join() === person.profiles.join()) continue;
    await updateProvisionedPerson(tx.db, person.id, { profiles: next }, tx.clock.now());
    await revokeSessions(tx.db, { userId: person.id });
    await tx.audit({
      actor: caller,
      action: 'person.profiles-by-scim',
      entityType: 'users',
      entityId: person.id,
      before: { profiles: person.profiles },
      after: { profiles: next, groups: names, scimTokenId: caller.tokenId },
    });
  }
}
