import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { isUniqueViolation } from '../../platform/errors/database-errors.ts';
import type { ScimCaller } from './scim-caller.ts';
import {
  parseGroupInput,
  type ScimGroup,
  type ScimGroupInput,
  toScimGroup,
} from './scim-group-resource.ts';
import * as repository from './scim-groups.repository.ts';
import { listPage, type ScimListQuery } from './scim-list-query.ts';
import { applyPatch, removalsByValue } from './scim-patch-request.ts';
import { applyGroupProfiles } from './scim-profiles.ts';
import {
  invalidValue,
  isResourceId,
  listResponse,
  SCIM_SCHEMAS,
  ScimFailure,
  scimNotFound,
} from './scim-protocol.ts';
import { existingUserIds } from './scim-users.repository.ts';
import { scimBaseUrl } from './scim-users.service.ts';

const nameTaken = () =>
  new ScimFailure(409, 'A group with this displayName already exists', 'uniqueness');

async function refusingTakenName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

async function readGroup(ctx: ServiceContext, id: string): Promise<ScimGroup> {
  const row = isResourceId(id) ? await repository.findGroup(ctx.db, id) : undefined;
  if (!row) throw scimNotFound('Group', id);
  const members = await repository.membersOfGroups(ctx.db, [id]);
  return toScimGroup(row, members.get(id) ?? [], scimBaseUrl(ctx));
}

/** RFC 7644 §3.4.2; `excludedAttributes=members` (what Entra ID asks) leaves the members out. */
export async function listScimGroups(
  ctx: ServiceContext,
  _caller: ScimCaller,
  query: ScimListQuery & { withMembers: boolean },
) {
  const page = listPage(query, repository.GROUP_ATTRIBUTES, SCIM_SCHEMAS.group);
  const { rows, total } = await repository.listGroups(ctx.db, page);
  const members = query.withMembers
    ? await repository.membersOfGroups(
        ctx.db,
        rows.map((row) => row.id),
      )
    : new Map<string, { id: string; name: string }[]>();
  const resources = rows.map((row) =>
    toScimGroup(row, members.get(row.id) ?? [], scimBaseUrl(ctx)),
  );
  return listResponse(resources, total, page.startIndex);
}

export function getScimGroup(ctx: ServiceContext, _caller: ScimCaller, input: { id: string }) {
  return readGroup(ctx, input.id);
}

/** The members' ids, each a person's; an unknown one is 400. */
async function memberIdsOf(ctx: ServiceContext, input: ScimGroupInput): Promise<string[]> {
  const ids = [...new Set((input.members ?? []).map((member) => member.value.toLowerCase()))];
  const existing = await existingUserIds(ctx.db, ids);
  const unknown = ids.filter((id) => !existing.has(id));
  if (unknown.length > 0) throw invalidValue(`members: no User has the id ${unknown.join(', ')}`);
  return ids;
}

export async function createScimGroup(ctx: ServiceContext, caller: ScimCaller, body: unknown) {
  const input = parseGroupInput(body);
  const id = await refusingTakenName(() =>
    withTransaction(ctx, async (tx) => {
      const memberIds = await memberIdsOf(tx, input);
      const values = {
        displayName: input.displayName,
        externalId: input.externalId ?? null,
        tokenId: caller.tokenId,
      };
      const created = await repository.insertGroup(tx.db, values);
      await repository.addMembers(tx.db, created.id, memberIds);
      await applyGroupProfiles(tx, caller, memberIds);
      await tx.audit({
        actor: caller,
        action: 'scim-group.create',
        entityType: 'scim_groups',
        entityId: created.id,
        before: null,
        after: { ...values, members: memberIds },
      });
      return created.id;
    }),
  );
  return readGroup(ctx, id);
}

/** One change of a group under its row's lock; the members it touches get their profiles again. */
async function changeGroup(
  ctx: ServiceContext,
  caller: ScimCaller,
  id: string,
  change: (current: ScimGroup) => ScimGroupInput,
) {
  if (!isResourceId(id)) throw scimNotFound('Group', id);
  await refusingTakenName(() =>
    withTransaction(ctx, async (tx) => {
      if (!(await repository.lockGroup(tx.db, id))) throw scimNotFound('Group', id);
      const current = await readGroup(tx, id);
      const next = change(current);
      const before = current.members.map((member) => member.value);
      const after = await memberIdsOf(tx, next);
      const added = after.filter((member) => !before.includes(member));
      const removed = before.filter((member) => !after.includes(member));
      const values = {
        displayName: next.displayName,
        externalId: next.externalId ?? null,
        tokenId: caller.tokenId,
      };
      const renamed = values.displayName !== current.displayName;
      await repository.updateGroup(tx.db, id, values, tx.clock.now());
      await repository.removeMembers(tx.db, id, removed);
      await repository.addMembers(tx.db, id, added);
      await applyGroupProfiles(
        tx,
        caller,
        renamed ? [...before, ...added] : [...added, ...removed],
      );
      await tx.audit({
        actor: caller,
        action: 'scim-group.update',
        entityType: 'scim_groups',
        entityId: id,
        before: { displayName: current.displayName, externalId: current.externalId ?? null },
        after: { displayName: values.displayName, externalId: values.externalId, added, removed },
      });
    }),
  );
  return readGroup(ctx, id);
}

export function replaceScimGroup(
  ctx: ServiceContext,
  caller: ScimCaller,
  input: { id: string; body: unknown },
) {
  return changeGroup(ctx, caller, input.id, () => parseGroupInput(input.body));
}

/** PATCH: `members` added, replaced or removed (`members[value eq "…"]`), displayName replaced. */
export function patchScimGroup(
  ctx: ServiceContext,
  caller: ScimCaller,
  input: { id: string; body: unknown },
) {
  return changeGroup(ctx, caller, input.id, (current) =>
    parseGroupInput(applyPatch(current, input.body, removalsByValue('members'))),
  );
}

/** A group deleted: its former members lose what it gave them. */
export async function deleteScimGroup(
  ctx: ServiceContext,
  caller: ScimCaller,
  input: { id: string },
) {
  if (!isResourceId(input.id)) throw scimNotFound('Group', input.id);
  await withTransaction(ctx, async (tx) => {
    if (!(await repository.lockGroup(tx.db, input.id))) throw scimNotFound('Group', input.id);
    const current = await readGroup(tx, input.id);
    const members = current.members.map((member) => member.value);
    await repository.deleteGroup(tx.db, input.id);
    await applyGroupProfiles(tx, caller, members);
    await tx.audit({
      actor: caller,
      action: 'scim-group.delete',
      entityType: 'scim_groups',
      entityId: input.id,
      before: { displayName: current.displayName, members },
      after: null,
    });
  });
}
