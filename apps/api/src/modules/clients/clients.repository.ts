import type { KeyName } from '@quadro/contract/account';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  isNull,
  lte,
  ne,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { namesById } from '../../db/names-by-id.ts';
import { type CurrentClients, people } from '../people/people.public.ts';
import {
  type ClientAllocationRow,
  type ClientRow,
  clientAllocations,
  clients,
} from './clients.schema.ts';

export type ClientFields = Pick<
  ClientRow,
  'name' | 'contactName' | 'email' | 'phone' | 'address' | 'taxNumber' | 'limitDays'
>;

export type AllocationWithName = ClientAllocationRow & { employeeName: string };

/** Employees allocated to the client on `day`: the clients list's count, one index lookup each. */
const allocatedOn = (day: string) =>
  // Spelled out: inside a subquery drizzle would name clients.id as a bare "id", the allocation's.
  sql<number>`(select count(*)::int from client_allocations a where a.client_id = clients.id and a.started_at <= ${day} and (a.ended_at is null or a.ended_at >= ${day}))`;

/** Every client by name, with the employees allocated to each on `day`. */
export function listClients(
  db: Executor,
  day: string,
): Promise<Array<{ client: ClientRow; current: number }>> {
  return db
    .select({ client: clients, current: allocatedOn(day) })
    .from(clients)
    .orderBy(asc(clients.name));
}

export async function currentAllocationsOf(
  db: Executor,
  clientId: string,
  day: string,
): Promise<number> {
  const [row] = await db
    .select({ current: allocatedOn(day) })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row?.current ?? 0;
}

export async function findClient(db: Executor, id: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  return row;
}

/** Every allocation of one client with its employee's name. */
export function listAllocations(db: Executor, clientId: string): Promise<AllocationWithName[]> {
  return db
    .select({
      id: clientAllocations.id,
      clientId: clientAllocations.clientId,
      userId: clientAllocations.userId,
      startedAt: clientAllocations.startedAt,
      endedAt: clientAllocations.endedAt,
      createdAt: clientAllocations.createdAt,
      employeeName: people.name,
    })
    .from(clientAllocations)
    .innerJoin(people, eq(people.id, clientAllocations.userId))
    .where(eq(clientAllocations.clientId, clientId))
    .orderBy(asc(clientAllocations.startedAt), asc(people.name));
}

export async function insertClient(db: Executor, fields: ClientFields): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(fields).returning();
  if (!row) throw new Error('client insert returned nothing');
  return row;
}

export async function updateClient(
  db: Executor,
  id: string,
  fields: ClientFields,
  now: Date,
): Promise<ClientRow | undefined> {
  const [row] = await db
    .update(clients)
    .set({ ...fields, updatedAt: now })
    .where(eq(clients.id, id))
    .returning();
  return row;
}

export async function lockClient(db: Executor, id: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).for('update');
  return row;
}

export async function deleteClient(db: Executor, id: string): Promise<void> {
  await db.delete(clients).where(eq(clients.id, id));
}

/** Serialises the allocation changes of one employee, so two overlapping ones cannot both pass. */
export async function lockEmployeeAllocations(db: Executor, employeeId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`client-allocations:${employeeId}`}, 0))`,
  );
}

/** Whether the employee has another allocation over any day of [start, end] (end null: open). */
export async function overlapsAnother(
  db: Executor,
  allocation: { employeeId: string; startedAt: string; endedAt: string | null; exceptId?: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: clientAllocations.id })
    .from(clientAllocations)
    .where(
      and(
        eq(clientAllocations.userId, allocation.employeeId),
        allocation.exceptId ? ne(clientAllocations.id, allocation.exceptId) : undefined,
        allocation.endedAt ? lte(clientAllocations.startedAt, allocation.endedAt) : undefined,
        or(isNull(clientAllocations.endedAt), gte(clientAllocations.endedAt, allocation.startedAt)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findAllocation(
  db: Executor,
  id: string,
): Promise<ClientAllocationRow | undefined> {
  const [row] = await db.select().from(clientAllocations).where(eq(clientAllocations.id, id));
  return row;
}

export async function insertAllocation(
  db: Executor,
  allocation: { clientId: string; userId: string; startedAt: string; endedAt: string | null },
): Promise<ClientAllocationRow> {
  const [row] = await db.insert(clientAllocations).values(allocation).returning();
  if (!row) throw new Error('allocation insert returned nothing');
  return row;
}

export async function updateAllocation(
  db: Executor,
  id: string,
  changes: { userId: string; startedAt: string; endedAt: string | null },
): Promise<ClientAllocationRow | undefined> {
  const [row] = await db
    .update(clientAllocations)
    .set(changes)
    .where(eq(clientAllocations.id, id))
    .returning();
  return row;
}

export async function deleteAllocation(
  db: Executor,
  id: string,
): Promise<ClientAllocationRow | undefined> {
  const [row] = await db.delete(clientAllocations).where(eq(clientAllocations.id, id)).returning();
  return row;
}

/** Allocations covering `day`. */
const coversDay = (day: string) =>
  and(
    lte(clientAllocations.startedAt, day),
    or(isNull(clientAllocations.endedAt), gte(clientAllocations.endedAt, day)),
  );

/** Enabled people with no allocation covering `today`. */
const enabledWithoutClient = (db: Executor, today: string) =>
  and(
    eq(people.enabled, true),
    notExists(
      db
        .select({ one: sql`1` })
        .from(clientAllocations)
        .where(and(eq(clientAllocations.userId, people.id), coversDay(today))),
    ),
  );

/** Enabled people with no allocation covering `today`, by name. */
export function listEmployeesWithoutClient(db: Executor, today: string): Promise<KeyName[]> {
  return db
    .select({ key: people.id, name: people.name })
    .from(people)
    .where(enabledWithoutClient(db, today))
    .orderBy(asc(people.name));
}

/** How many enabled people have no client on `today` (the crm dashboard's figure). */
export async function countEmployeesWithoutClient(db: Executor, today: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(people)
    .where(enabledWithoutClient(db, today));
  return row?.total ?? 0;
}

/** Each client with enabled people allocated on `day`, and how many: most people first. */
export function enabledPeoplePerClientOn(
  db: Executor,
  day: string,
): Promise<Array<{ clientId: string; clientName: string; people: number }>> {
  const headcount = sql<number>`count(*)::int`;
  return db
    .select({ clientId: clients.id, clientName: clients.name, people: headcount })
    .from(clientAllocations)
    .innerJoin(clients, eq(clients.id, clientAllocations.clientId))
    .innerJoin(people, eq(people.id, clientAllocations.userId))
    .where(and(coversDay(day), eq(people.enabled, true)))
    .groupBy(clients.id, clients.name)
    .orderBy(desc(headcount), asc(clients.name), asc(clients.id));
}

/**
 * Every allocation's person, client and period, as a subquery another module's query joins on its
 * own person and day (the crm dashboard's hours of days without a project).
 */
export function allocationPeriods(db: Executor) {
  return db
    .select({
      userId: sql<string>`${clientAllocations.userId}`.as('allocation_user_id'),
      clientId: sql<string>`${clientAllocations.clientId}`.as('allocation_client_id'),
      startedAt: sql<string>`${clientAllocations.startedAt}`.as('allocation_started_at'),
      endedAt: sql<string | null>`${clientAllocations.endedAt}`.as('allocation_ended_at'),
    })
    .from(clientAllocations)
    .as('allocation_period');
}

/**
 * Each person's allocation covering `day`, with the client's name (allocations of one person never
 * overlap): what people's employees table left-joins, provided to it in clients.module.ts.
 */
export function currentClientsOf(db: Executor, day: string): CurrentClients {
  return db
    .select({
      userId: sql<string>`${clientAllocations.userId}`.as('user_id'),
      clientId: sql<string>`${clients.id}`.as('client_id'),
      clientName: sql<string>`${clients.name}`.as('client_name'),
    })
    .from(clientAllocations)
    .innerJoin(clients, eq(clients.id, clientAllocations.clientId))
    .where(coversDay(day))
    .as('current_client');
}

/**
 * A condition for a query over someone's period (vacations' tables and calendar): the person in
 * `employeeId` was on the client on a day from `start` to `end`.
 */
export const onClientDuring = (
  employeeId: AnyPgColumn,
  clientId: string,
  start: SQL | AnyPgColumn,
  end: SQL | AnyPgColumn,
) =>
  sql`exists (select 1 from ${clientAllocations} where ${clientAllocations.userId} = ${employeeId}
    and ${clientAllocations.clientId} = ${clientId} and ${clientAllocations.startedAt} <= ${end}
    and (${clientAllocations.endedAt} is null or ${clientAllocations.endedAt} >= ${start}))`;

/** Who among these people is on which client during a period. */
export function listClientsOf(
  db: Executor,
  employeeIds: readonly string[],
  from: string,
  to: string,
) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      employeeId: clientAllocations.userId,
      clientId: clients.id,
      clientName: clients.name,
    })
    .from(clientAllocations)
    .innerJoin(clients, eq(clients.id, clientAllocations.clientId))
    .where(
      and(
        // One array parameter: drizzle builds a query of 1,600 bind parameters in 22 ms, this in 3.
        sql`${clientAllocations.userId} = any(${`{${employeeIds.join(',')}}`}::uuid[])`,
        lte(clientAllocations.startedAt, to),
        or(isNull(clientAllocations.endedAt), gte(clientAllocations.endedAt, from)),
      ),
    )
    .orderBy(asc(clients.name), asc(clients.id), asc(clientAllocations.userId));
}

/** Every client by name: the approvers' filters. */
export function listClientNames(db: Executor) {
  return db.select({ id: clients.id, name: clients.name }).from(clients).orderBy(asc(clients.name));
}

/** The names of these clients by id, in one query (a list of projects shows them). */
export function clientNamesOf(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  return namesById(db, clients, ids);
}

export async function clientExists(db: Executor, clientId: string): Promise<boolean> {
  const rows = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  return rows.length > 0;
}

/**
 * The people on a client with this person on a day (themselves included), as a subquery of user
 * ids: the dashboard's colleagues, read in the statement that uses them.
 */
export const clientColleaguesOn = (userId: string, day: string) =>
  sql`select theirs.user_id from ${clientAllocations} mine
    join ${clientAllocations} theirs on theirs.client_id = mine.client_id
    where mine.user_id = ${userId} and mine.started_at <= ${day}
      and (mine.ended_at is null or mine.ended_at >= ${day})
      and theirs.started_at <= ${day} and (theirs.ended_at is null or theirs.ended_at >= ${day})`;
