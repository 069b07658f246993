import { SCIM_BASE_PATH } from '@quadro/contract/provisioning';
import { profilesFromGroups } from '@quadro/contract/sso-rules';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { isUniqueViolation } from '../../platform/errors/database-errors.ts';
import { setAccountEnabled } from '../accounts/accounts.public.ts';
import { revokeUserTokens } from '../identity/identity.public.ts';
import {
  findPersonByEmail,
  insertPerson,
  NO_PASSWORD_YET,
  type ProvisionedChanges,
  updateProvisionedPerson,
} from '../people/people.public.ts';
import type { ScimCaller } from './scim-caller.ts';
import { listPage, type ScimListQuery } from './scim-list-query.ts';
import { applyPatch } from './scim-patch-request.ts';
import {
  isResourceId,
  listResponse,
  SCIM_SCHEMAS,
  ScimFailure,
  scimNotFound,
} from './scim-protocol.ts';
import {
  emailOf,
  nameOf,
  parseUserInput,
  type ScimUser,
  type ScimUserInput,
  toScimUser,
} from './scim-user-resource.ts';
import * as repository from './scim-users.repository.ts';

export const scimBaseUrl = (ctx: ServiceContext) => `${ctx.config.publicUrl}${SCIM_BASE_PATH}`;

const emailTaken = (email?: string) =>
  new ScimFailure(
    409,
    email ? `A person with the e-mail ${email} already exists` : 'Another person has this e-mail',
    'uniqueness',
  );

/** Two requests racing past the check meet the unique index: the same 409. */
async function refusingTakenEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

async function assertEmailFree(ctx: ServiceContext, email: string, self?: string) {
  const holder = await findPersonByEmail(ctx.db, email);
  if (holder && holder.id !== self) throw emailTaken(email);
}

async function readUser(ctx: ServiceContext, id: string): Promise<ScimUser> {
  const row = isResourceId(id) ? await repository.findUser(ctx.db, id) : undefined;
  if (!row) throw scimNotFound('User', id);
  const groups = await repository.groupsOfUsers(ctx.db, [id]);
  return toScimUser(row, groups.get(id) ?? [], scimBaseUrl(ctx));
}

export async function listScimUsers(
  ctx: ServiceContext,
  _caller: ScimCaller,
  query: ScimListQuery,
) {
  const page = listPage(query, repository.USER_ATTRIBUTES, SCIM_SCHEMAS.user);
  const { rows, total } = await repository.listUsers(ctx.db, page);
  const groups = await repository.groupsOfUsers(
    ctx.db,
    rows.map((row) => row.id),
  );
  const resources = rows.map((row) => toScimUser(row, groups.get(row.id) ?? [], scimBaseUrl(ctx)));
  return listResponse(resources, total, page.startIndex);
}

export function getScimUser(ctx: ServiceContext, _caller: ScimCaller, input: { id: string }) {
  return readUser(ctx, input.id);
}

/** Enables or disables the account; disabling ends every refresh token and session within seconds. */
async function setActive(tx: ServiceContext, caller: ScimCaller, id: string, active: boolean) {
  await setAccountEnabled(tx.db, id, active, tx.clock.now());
  if (!active) await revokeUserTokens(tx.db, id);
  // Back in the directory before the day came: the scheduled erasure is off.
  if (active) await repository.scheduleErasure(tx.db, id, null);
  await tx.audit({
    actor: caller,
    action: active ? 'person.activate-by-scim' : 'person.deactivate-by-scim',
    entityType: 'users',
    entityId: id,
    before: { enabled: !active },
    after: { enabled: active, scimTokenId: caller.tokenId },
  });
}

/** A new person the provider sends: enabled, no password (they sign in through the provider). */
export async function createScimUser(ctx: ServiceContext, caller: ScimCaller, body: unknown) {
  const input = parseUserInput(body);
  const email = emailOf(input);
  const name = nameOf(input) ?? email.split('@')[0] ?? email;
  await assertEmailFree(ctx, email);
  const mapped = profilesFromGroups(caller.mapping, [], caller.defaultProfiles);
  const profiles = mapped.length > 0 ? mapped : ['employee'];
  const enabled = input.active ?? true;
  const id = await refusingTakenEmail(() =>
    withTransaction(ctx, async (tx) => {
      const created = await insertPerson(tx.db, {
        email,
        name,
        profiles,
        enabled,
        passwordHash: NO_PASSWORD_YET,
      });
      if (!created) throw emailTaken(email);
      const externalId = input.externalId ?? null;
      await repository.saveScimUser(tx.db, {
        userId: created.id,
        externalId,
        tokenId: caller.tokenId,
        now: tx.clock.now(),
      });
      await tx.audit({
        actor: caller,
        action: 'person.create-by-scim',
        entityType: 'users',
        entityId: created.id,
        before: null,
        after: { email, name, profiles, enabled, externalId, scimTokenId: caller.tokenId },
      });
      return created.id;
    }),
  );
  return readUser(ctx, id);
}

/** Saves what differs between the person as SCIM showed them and what the provider sends. */
async function saveUser(
  tx: ServiceContext,
  caller: ScimCaller,
  current: ScimUser,
  next: ScimUserInput,
) {
  const email = emailOf(next, current);
  const name = nameOf(next, current) ?? current.displayName;
  const changes: ProvisionedChanges = {};
  if (email.toLowerCase() !== current.userName.toLowerCase()) {
    await assertEmailFree(tx, email, current.id);
    changes.email = email;
  }
  if (name !== current.displayName) changes.name = name;
  if (Object.keys(changes).length > 0) {
    await updateProvisionedPerson(tx.db, current.id, changes, tx.clock.now());
    await tx.audit({
      actor: caller,
      action: 'person.update-by-scim',
      entityType: 'users',
      entityId: current.id,
      before: {
        ...(changes.email && { email: current.userName }),
        ...(changes.name && { name: current.displayName }),
      },
      after: { ...changes, scimTokenId: caller.tokenId },
    });
  }
  await repository.saveScimUser(tx.db, {
    userId: current.id,
    externalId: next.externalId ?? null,
    tokenId: caller.tokenId,
    now: tx.clock.now(),
  });
  if (next.active !== undefined && next.active !== current.active)
    await setActive(tx, caller, current.id, next.active);
}

/** One change of a person, under the row's lock; `change` turns the current User into the next. */
async function changeUser(
  ctx: ServiceContext,
  caller: ScimCaller,
  id: string,
  change: (current: ScimUser) => ScimUserInput,
  afterwards?: (tx: ServiceContext) => Promise<void>,
) {
  if (!isResourceId(id)) throw scimNotFound('User', id);
  await refusingTakenEmail(() =>
    withTransaction(ctx, async (tx) => {
      if (!(await repository.lockUser(tx.db, id))) throw scimNotFound('User', id);
      const current = await readUser(tx, id);
      await saveUser(tx, caller, current, change(current));
      await afterwards?.(tx);
    }),
  );
  return readUser(ctx, id);
}

/** PUT: the User replaces the person's SCIM attributes (RFC 7644 §3.5.1). */
export function replaceScimUser(
  ctx: ServiceContext,
  caller: ScimCaller,
  input: { id: string; body: unknown },
) {
  return changeUser(ctx, caller, input.id, () => parseUserInput(input.body));
}

/** PATCH (RFC 7644 §3.5.2), Entra ID's `{ op: 'replace', value: { active: false } }` included. */
export function patchScimUser(
  ctx: ServiceContext,
  caller: ScimCaller,
  input: { id: string; body: unknown },
) {
  return changeUser(ctx, caller, input.id, (current) =>
    parseUserInput(applyPatch(current, input.body)),
  );
}

/**
 * DELETE deactivates: the company keeps its records, the person can no longer sign in. Under the
 * provider's `scimDeleteErasesAfterDays` it also schedules the erasure of their personal data
 * (scheduled-erasures.job.ts in the erasure module), audited.
 */
export async function deleteScimUser(
  ctx: ServiceContext,
  caller: ScimCaller,
  input: { id: string },
) {
  const days = caller.deleteErasesAfterDays;
  await changeUser(
    ctx,
    caller,
    input.id,
    (current) => ({ ...current, active: false }),
    days === undefined
      ? undefined
      : async (tx) => {
          const dueAt = new Date(tx.clock.now().getTime() + days * 86_400_000);
          await repository.scheduleErasure(tx.db, input.id, dueAt);
          await tx.audit({
            actor: caller,
            action: 'person.erasure-scheduled-by-scim',
            entityType: 'users',
            entityId: input.id,
            before: null,
            after: { erasureDueAt: dueAt.toISOString(), scimTokenId: caller.tokenId },
          });
        },
  );
}
