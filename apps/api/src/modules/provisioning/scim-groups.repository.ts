import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { people } from '../people/people.public.ts';
import { scimGroupMembers, scimGroups } from './provisioning.schema.ts';
import type { ScimAttributes } from './scim-filter.ts';

const groupColumns = {
  id: scimGroups.id,
  displayName: scimGroups.displayName,
  externalId: scimGroups.externalId,
  createdAt: scimGroups.createdAt,
  updatedAt: scimGroups.updatedAt,
};

export type ScimGroupRow = typeof scimGroups.$inferSelect;

const isMember = (userId: SQL) =>
  sql`exists (select 1 from ${scimGroupMembers} where ${scimGroupMembers.groupId} = ${scimGroups.id} and ${scimGroupMembers.userId}::text = ${userId})`;

/** What a Groups filter and sortBy may name (RFC 7643 §4.2). */
export const GROUP_ATTRIBUTES: ScimAttributes = {
  id: { type: 'string', column: sql`${scimGroups.id}::text`, caseExact: true },
  displayname: { type: 'string', column: sql`${scimGroups.displayName}` },
  externalid: { type: 'string', column: sql`${scimGroups.externalId}`, caseExact: true },
  'members.value': {
    type: 'custom',
    condition: (op, value) => {
      if (op === 'pr')
        return sql`exists (select 1 from ${scimGroupMembers} where ${scimGroupMembers.groupId} = ${scimGroups.id})`;
      if (typeof value === 'string' && (op === 'eq' || op === 'ne'))
        return op === 'eq' ? isMember(sql`${value}`) : sql`not ${isMember(sql`${value}`)}`;
      return sql`false`;
    },
  },
  'meta.created': { type: 'dateTime', column: sql`${scimGroups.createdAt}` },
  'meta.lastmodified': { type: 'dateTime', column: sql`${scimGroups.updatedAt}` },
};

export async function findGroup(db: Executor, id: string) {
  const [row] = await db.select(groupColumns).from(scimGroups).where(eq(scimGroups.id, id));
  return row;
}

export async function lockGroup(db: Executor, id: string) {
  const [row] = await db
    .select(groupColumns)
    .from(scimGroups)
    .where(eq(scimGroups.id, id))
    .for('update');
  return row;
}

/** The page and the count of every match, the two queries at once. */
export async function listGroups(
  db: Executor,
  page: { where: SQL | undefined; orderBy: SQL | undefined; offset: number; limit: number },
) {
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(scimGroups).where(page.where),
    page.limit === 0
      ? []
      : db
          .select(groupColumns)
          .from(scimGroups)
          .where(page.where)
          .orderBy(
            ...(page.orderBy ? [page.orderBy] : []),
            asc(scimGroups.createdAt),
            asc(scimGroups.id),
          )
          .offset(page.offset)
          .limit(page.limit),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Each group's members with their names, one query for a page of groups. */
export async function membersOfGroups(db: Executor, groupIds: readonly string[]) {
  const byGroup = new Map<string, { id: string; name: string }[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select({ groupId: scimGroupMembers.groupId, id: people.id, name: people.name })
    .from(scimGroupMembers)
    .innerJoin(people, eq(people.id, scimGroupMembers.userId))
    .where(inArray(scimGroupMembers.groupId, [...groupIds]))
    .orderBy(asc(people.name), asc(people.id));
  for (const row of rows) {
    const list = byGroup.get(row.groupId) ?? [];
    list.push({ id: row.id, name: row.name });
    byGroup.set(row.groupId, list);
  }
  return byGroup;
}

export async function insertGroup(
  db: Executor,
  values: { displayName: string; externalId: string | null; tokenId: string },
) {
  const [row] = await db.insert(scimGroups).values(values).returning({ id: scimGroups.id });
  if (!row) throw new Error('scim group insert returned nothing');
  return row;
}

export async function updateGroup(
  db: Executor,
  id: string,
  values: { displayName: string; externalId: string | null; tokenId: string },
  now: Date,
) {
  await db
    .update(scimGroups)
    .set({ ...values, updatedAt: now })
    .where(eq(scimGroups.id, id));
}

export async function deleteGroup(db: Executor, id: string) {
  await db.delete(scimGroups).where(eq(scimGroups.id, id));
}

export async function addMembers(db: Executor, groupId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  await db
    .insert(scimGroupMembers)
    .values(userIds.map((userId) => ({ groupId, userId })))
    .onConflictDoNothing();
}

export async function removeMembers(db: Executor, groupId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  await db
    .delete(scimGroupMembers)
    .where(
      and(eq(scimGroupMembers.groupId, groupId), inArray(scimGroupMembers.userId, [...userIds])),
    );
}
