import { ADMINISTERING_PROFILES } from '@quadro/contract/account';
import { EMPLOYEE_MESSAGES } from '@quadro/contract/employees';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { PersonRow } from './people.schema.ts';
import { profilePicturePath } from './profile-picture-path.ts';

/** Staff pick employees in their forms; employees and trainees get no directory. */
const DIRECTORY_PROFILES = ['hr', 'admin', 'financial', 'cto', 'evaluator', 'comercial'] as const;

export function canSeeDirectory(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, DIRECTORY_PROFILES);
}

/**
 * A person's full record is theirs alone until the employees issue gives HR its screens; a person
 * the actor may not read is answered exactly like one that does not exist.
 */
export function canReadPerson(actor: Actor, person: Pick<PersonRow, 'id'>): boolean {
  return actor.userId === person.id;
}

/** People edit their own personal fields and picture; HR's fields arrive with the employees issue. */
export function canEditPerson(actor: Actor, person: Pick<PersonRow, 'id'>): boolean {
  return actor.userId === person.id;
}

/** A signed picture link is its own permission, until it expires. */
export function canOpenPictureLink(
  ctx: Pick<ServiceContext, 'urlSigner' | 'clock'>,
  link: { fileId: string; expires?: string | undefined; signature?: string | undefined },
): boolean {
  return ctx.urlSigner.verify(
    profilePicturePath(link.fileId),
    link.expires,
    link.signature,
    ctx.clock.now().getTime(),
  );
}

/**
 * A hidden person shows only name and picture on the public view, except to HR and to themselves
 * (docs/decisions.md, "Public profile fields").
 */
export function canSeePublicDetails(
  actor: Actor,
  person: Pick<PersonRow, 'id' | 'hidden'>,
): boolean {
  return !person.hidden || actor.userId === person.id || holdsAnyProfile(actor.profiles, ['hr']);
}

/** Disabled people have no public profile: they are answered as absent. */
export function canSeePublicProfile(_actor: Actor, person: Pick<PersonRow, 'enabled'>): boolean {
  return person.enabled;
}

/** HR curates the catalogue of interests. */
export function canCurateInterests(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, ['hr']);
}

/** HR and financial read the employees table and records (spec §2: /app/employees). */
export function canReadEmployees(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, ['hr', 'financial']);
}

/** HR creates employees and changes their employment fields and profiles; financial only reads. */
export function canManageEmployees(actor: Actor): boolean {
  return holdsAnyProfile(actor.profiles, ['hr']);
}

/** An employee's history (the audit trail filed under them): whoever reads the employee pages. */
export function canReadEmployeeHistory(actor: Actor): boolean {
  return canReadEmployees(actor);
}

/** The profiles that administer others (hr, admin) which an edit takes away from a person. */
export function droppedAdministeringProfiles(
  before: readonly string[],
  after: readonly string[],
): string[] {
  return ADMINISTERING_PROFILES.filter(
    (profile) => holdsAnyProfile(before, [profile]) && !holdsAnyProfile(after, [profile]),
  );
}

/**
 * Nobody takes an administering profile from themselves, nor from its last enabled holder, so the
 * portal always keeps someone able to manage it. `enabledHolders` is read under lock.
 */
export function assertMayDropProfiles(
  actor: Actor,
  person: { id: string; enabled: boolean },
  dropped: readonly string[],
  enabledHolders: ReadonlyMap<string, readonly string[]>,
): void {
  for (const profile of dropped) {
    const others = (enabledHolders.get(profile) ?? []).filter((id) => id !== person.id);
    let message: string | undefined;
    if (person.id === actor.userId) message = EMPLOYEE_MESSAGES.ownAdministeringProfile(profile);
    else if (person.enabled && others.length === 0) {
      message = EMPLOYEE_MESSAGES.lastAdministeringHolder(profile);
    }
    if (message) throw new AppError('conflict', message, [{ field: 'profiles', message }]);
  }
}
