import { and, asc, count, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../people/people.public.ts';
import { scimGroupMembers, scimGroups, scimUsers } from './provisioning.schema.ts';
import type { ScimAttributes } from './scim-filter.ts';

/** When SCIM last saw the person change: their row or the provider's own fields. */
const lastModified = sql<Date>`greatest(${users.updatedAt}, coalesce(${scimUsers.updatedAt}, ${users.updatedAt}))`;
const givenName = sql<string>`split_part(${users.name}, ' ', 1)`;
const familyName = sql<string | null>`nullif(regexp_replace(${users.name}, '^\\S+\\s*', ''), '')`;

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  enabled: users.enabled,
  profiles: users.profiles,
  createdAt: users.createdAt,
  lastModified: lastModified.mapWith(users.updatedAt),
  externalId: scimUsers.externalId,
};

export type ScimUserRow = Awaited<ReturnType<typeof findUser>> & {};

const constant = (matches: boolean) => (matches ? sql`true` : sql`false`);

/** What a Users filter and sortBy may name (RFC 7643 §4.1), in SQL over users ⟕ scim_users. */
export const USER_ATTRIBUTES: ScimAttributes = {
  id: { type: 'string', column: sql`${users.id}::text`, caseExact: true },
  username: { type: 'string', column: sql`${users.email}` },
  externalid: { type: 'string', column: sql`${scimUsers.externalId}`, caseExact: true },
  displayname: { type: 'string', column: sql`${users.name}` },
  'name.formatted': { type: 'string', column: sql`${users.name}` },
  'name.givenname': { type: 'string', column: givenName },
  'name.familyname': { type: 'string', column: familyName },
  emails: { type: 'string', column: sql`${users.email}` },
  'emails.value': { type: 'string', column: sql`${users.email}` },
  'emails.type': {
    type: 'custom',
    condition: (op, value) => constant(op === 'pr' || (op === 'eq' && value === 'work')),
  },
  'emails.primary': {
    type: 'custom',
    condition: (op, value) => constant(op === 'pr' || (op === 'eq' && value === true)),
  },
  active: { type: 'boolean', column: sql`${users.enabled}` },
  'meta.created': { type: 'dateTime', column: sql`${users.createdAt}` },
  'meta.lastmodified': { type: 'dateTime', column: lastModified },
};

const userQuery = (db: Executor) =>
  db.select(userColumns).from(users).leftJoin(scimUsers, eq(scimUsers.userId, users.id));

/** An erased person is no SCIM User any more: 404, never re-activated. */
const notErased = isNull(users.erasedAt);

export async function findUser(db: Executor, id: string) {
  const [row] = await userQuery(db).where(and(eq(users.id, id), notErased));
  return row;
}

/** The user's row held until the transaction ends, so two changes take turns. */
export async function lockUser(db: Executor, id: string) {
  const [row] = await userQuery(db)
    .where(and(eq(users.id, id), notErased))
    .for('update', { of: users });
  return row;
}

/** The page and the count of every match, the two queries at once (a pool runs them side by side). */
export async function listUsers(
  db: Executor,
  page: { where: SQL | undefined; orderBy: SQL | undefined; offset: number; limit: number },
) {
  const [[total], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(users)
      .leftJoin(scimUsers, eq(scimUsers.userId, users.id))
      .where(and(page.where, notErased)),
    page.limit === 0
      ? []
      : userQuery(db)
          .where(and(page.where, notErased))
          .orderBy(...(page.orderBy ? [page.orderBy] : []), asc(users.createdAt), asc(users.id))
          .offset(page.offset)
          .limit(page.limit),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Each user's groups (id and displayName), one query for a page of users. */
export async function groupsOfUsers(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, { id: string; displayName: string }[]>();
  const rows = await db
    .select({
      userId: scimGroupMembers.userId,
      id: scimGroups.id,
      displayName: scimGroups.displayName,
    })
    .from(scimGroupMembers)
    .innerJoin(scimGroups, eq(scimGroups.id, scimGroupMembers.groupId))
    .where(inArray(scimGroupMembers.userId, [...userIds]))
    .orderBy(asc(scimGroups.displayName));
  const byUser = new Map<string, { id: string; displayName: string }[]>();
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ id: row.id, displayName: row.displayName });
    byUser.set(row.userId, list);
  }
  return byUser;
}

/** The provider's own fields of the person: kept beside the person's row, created on first use. */
export async function saveScimUser(
  db: Executor,
  values: { userId: string; externalId: string | null; tokenId: string; now: Date },
) {
  await db
    .insert(scimUsers)
    .values({
      userId: values.userId,
      externalId: values.externalId,
      tokenId: values.tokenId,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: scimUsers.userId,
      set: { externalId: values.externalId, tokenId: values.tokenId, updatedAt: values.now },
    });
}

/** When the daily job erases the person (a DELETE under the provider's setting); null: never. */
export async function scheduleErasure(db: Executor, userId: string, dueAt: Date | null) {
  await db.update(scimUsers).set({ erasureDueAt: dueAt }).where(eq(scimUsers.userId, userId));
}

/** The people whose scheduled erasure is due and who are still disabled and not yet erased. */
export async function listDueErasures(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: scimUsers.userId })
    .from(scimUsers)
    .innerJoin(users, eq(users.id, scimUsers.userId))
    .where(and(lte(scimUsers.erasureDueAt, now), eq(users.enabled, false), isNull(users.erasedAt)));
  return rows.map((row) => row.id);
}

/** Which of these ids are people: a group's members must be. */
export async function existingUserIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Each person's profiles, one query for the people a group change touches. */
export async function profilesOfUsers(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, profiles: users.profiles })
    .from(users)
    .where(inArray(users.id, [...userIds]))
    .orderBy(asc(users.id))
    .for('update');
}
