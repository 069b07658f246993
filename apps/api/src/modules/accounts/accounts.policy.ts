import { ACCOUNT_MESSAGES, ADMINISTERING_PROFILES } from '@quadro/contract/account';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import type { Actor } from '../../platform/context/actor.ts';
import { conflict } from '../../platform/errors/app-error.ts';

/** HR manages every account; any other actor is answered as if the account did not exist. */
export function canManageAccount(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, ['hr']);
}

/** The administering profiles the account holds, in a fixed order so locks are always taken alike. */
export function administeringProfilesOf(account: { profiles: readonly string[] }) {
  return ADMINISTERING_PROFILES.filter((profile) => holdsAnyProfile(account.profiles, [profile]));
}

/**
 * Nobody disables themselves, and the last enabled holder of a profile that administers others
 * stays enabled, so the portal always keeps someone able to manage it. `enabledHolders` lists, per
 * profile, the enabled accounts holding it, read under lock.
 */
export function assertMayDisable(
  actor: Actor,
  account: { id: string; enabled: boolean; profiles: readonly string[] },
  enabledHolders: ReadonlyMap<string, readonly string[]>,
): void {
  if (account.id === actor.userId) throw conflict(ACCOUNT_MESSAGES.cannotDisableOwnAccount);
  if (!account.enabled) return;
  for (const profile of administeringProfilesOf(account)) {
    const others = (enabledHolders.get(profile) ?? []).filter((id) => id !== account.id);
    if (others.length === 0) throw conflict(ACCOUNT_MESSAGES.lastEnabledHolder(profile));
  }
}
