import type { EmployeeQuery, EmployeeStatus } from '@quadro/contract/employees';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import { type NewPerson, type PersonRow, users } from './people.schema.ts';
import type { CurrentClients, TwoFactorOn } from './people-hooks.ts';
import { escapeLikePattern, searchNameContains } from './search-name.ts';

/** The employment fields HR keeps on a person's row. */
export type EmploymentFields = Pick<
  NewPerson,
  | 'name'
  | 'email'
  | 'profiles'
  | 'startDate'
  | 'contractType'
  | 'jobTitle'
  | 'workingWeekdays'
  | 'dailyHours'
  | 'taxNumber'
>;

export interface EmployeeListRow {
  id: string;
  name: string;
  email: string;
  profiles: string[];
  jobTitle: string | null;
  contractType: string | null;
  startDate: string | null;
  enabled: boolean;
  clientId: string | null;
  clientName: string | null;
  twoFactor: boolean;
}

/**
 * What other modules add to each row, in the same statement: the person's current client
 * (clients) and whether their two-factor sign-in is on (identity); see people-hooks.ts.
 */
export interface EmployeeJoins {
  current: CurrentClients;
  twoFactorOn: TwoFactorOn;
}

/** Enabled: active; disabled after HR set them up (a start date): inactive; else pending. */
export function statusOf(person: { enabled: boolean; startDate: string | null }): EmployeeStatus {
  if (person.enabled) return 'active';
  return person.startDate ? 'inactive' : 'pending';
}

const STATUS_CONDITIONS: Record<EmployeeStatus, SQL | undefined> = {
  active: eq(users.enabled, true),
  inactive: and(eq(users.enabled, false), isNotNull(users.startDate)),
  pending: and(eq(users.enabled, false), isNull(users.startDate)),
};

const SORT_COLUMNS = {
  name: users.name,
  email: users.email,
  job_title: users.jobTitle,
  contract_type: users.contractType,
  start_date: users.startDate,
} as const;

function filtersOf(query: EmployeeQuery, { current, twoFactorOn }: EmployeeJoins): SQL | undefined {
  const search = query.search?.trim();
  return and(
    search
      ? or(
          searchNameContains(search),
          sql`lower(${users.email}) like ${`%${escapeLikePattern(search.toLowerCase())}%`}`,
        )
      : undefined,
    query.status ? STATUS_CONDITIONS[query.status] : undefined,
    query.profile ? sql`${query.profile} = any(${users.profiles})` : undefined,
    query.contract_type ? eq(users.contractType, query.contract_type) : undefined,
    query.client_id ? eq(current.clientId, query.client_id) : undefined,
    query.start_from ? gte(users.startDate, query.start_from) : undefined,
    query.start_to ? lte(users.startDate, query.start_to) : undefined,
    query.two_factor === 'on' ? twoFactorOn(users.id) : undefined,
    query.two_factor === 'off' ? not(twoFactorOn(users.id)) : undefined,
  );
}

/** The columns of a row, with the person's current client and two-factor (people-hooks.ts). */
const listColumns = ({ current, twoFactorOn }: EmployeeJoins) => ({
  id: users.id,
  name: users.name,
  email: users.email,
  profiles: users.profiles,
  jobTitle: users.jobTitle,
  contractType: users.contractType,
  startDate: users.startDate,
  enabled: users.enabled,
  clientId: current.clientId,
  clientName: current.clientName,
  twoFactor: twoFactorOn(users.id),
});

/**
 * One page of the employees table, and how many rows the filters match in all; `current` is each
 * person's client allocation of today (allocations of one person never overlap).
 */
export async function listEmployees(
  db: Executor,
  query: EmployeeQuery,
  joins: EmployeeJoins,
  limit: number | null = query.page_size,
): Promise<{ rows: EmployeeListRow[]; total: number }> {
  const { current } = joins;
  const where = filtersOf(query, joins);
  const sortColumn = SORT_COLUMNS[query.sort];
  const direction = query.order === 'desc' ? desc : asc;
  const base = db
    .select(listColumns(joins))
    .from(users)
    .leftJoin(current, eq(current.userId, users.id))
    .where(where)
    .orderBy(direction(sortColumn), asc(users.name), asc(users.id));
  const rows =
    limit === null ? await base : await base.limit(limit).offset((query.page - 1) * limit);
  // A person has one current client at most, so the join changes the count only to filter by it.
  let counting = db.select({ total: count() }).from(users).$dynamic();
  if (query.client_id) counting = counting.leftJoin(current, eq(current.userId, users.id));
  const [counted] = await counting.where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findEmployee(
  db: Executor,
  id: string,
  joins: EmployeeJoins,
): Promise<
  | (EmployeeListRow & Pick<PersonRow, 'workingWeekdays' | 'dailyHours' | 'taxNumber' | 'erasedAt'>)
  | undefined
> {
  const [row] = await db
    .select({
      ...listColumns(joins),
      workingWeekdays: users.workingWeekdays,
      dailyHours: users.dailyHours,
      taxNumber: users.taxNumber,
      erasedAt: users.erasedAt,
    })
    .from(users)
    .leftJoin(joins.current, eq(joins.current.userId, users.id))
    .where(eq(users.id, id));
  return row;
}

/** The person's row, held until the transaction ends, so two edits take turns. */
export async function lockPerson(db: Executor, id: string): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function findOwnerOf(
  db: Executor,
  fields: { email: string; taxNumber: string | null | undefined },
): Promise<{ emailOwner?: string; taxNumberOwner?: string }> {
  const rows = await db
    .select({ id: users.id, email: users.email, taxNumber: users.taxNumber })
    .from(users)
    .where(
      or(
        sql`lower(${users.email}) = ${fields.email.toLowerCase()}`,
        fields.taxNumber ? eq(users.taxNumber, fields.taxNumber) : undefined,
      ),
    );
  return {
    emailOwner: rows.find((row) => row.email.toLowerCase() === fields.email.toLowerCase())?.id,
    taxNumberOwner: rows.find((row) => fields.taxNumber && row.taxNumber === fields.taxNumber)?.id,
  };
}

/** Which of these e-mails (lower-cased) and tax numbers someone already has. */
export async function findTakenOf(
  db: Executor,
  fields: { emails: string[]; taxNumbers: string[] },
): Promise<{ emails: Set<string>; taxNumbers: Set<string> }> {
  if (fields.emails.length === 0 && fields.taxNumbers.length === 0) {
    return { emails: new Set(), taxNumbers: new Set() };
  }
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})`, taxNumber: users.taxNumber })
    .from(users)
    .where(
      or(
        fields.emails.length > 0 ? inArray(sql`lower(${users.email})`, fields.emails) : undefined,
        fields.taxNumbers.length > 0 ? inArray(users.taxNumber, fields.taxNumbers) : undefined,
      ),
    );
  return {
    emails: new Set(rows.map((row) => row.email)),
    taxNumbers: new Set(rows.flatMap((row) => (row.taxNumber ? [row.taxNumber] : []))),
  };
}

/** Many employees in one statement (an import), in the given order. */
export async function insertEmployees(
  db: Executor,
  rows: Array<EmploymentFields & { passwordHash: string; enabled: boolean }>,
): Promise<PersonRow[]> {
  return db.insert(users).values(rows).returning();
}

export async function insertEmployee(
  db: Executor,
  fields: EmploymentFields & { passwordHash: string; enabled: boolean },
): Promise<PersonRow> {
  const [row] = await db.insert(users).values(fields).returning();
  if (!row) throw new Error('employee insert returned nothing');
  return row;
}

export async function updateEmployment(
  db: Executor,
  id: string,
  fields: EmploymentFields,
  now: Date,
): Promise<PersonRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The audit entries filed under a person, newest first, with the actor's name. */
export async function listPersonHistory(
  db: Executor,
  personId: string,
  page: { page: number; pageSize: number },
) {
  const where = and(eq(auditLog.entityType, 'users'), eq(auditLog.entityId, personId));
  const actor = alias(users, 'actor');
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      createdAt: auditLog.createdAt,
      before: auditLog.before,
      after: auditLog.after,
      actorName: actor.name,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  return { rows, total: counted?.total ?? 0 };
}
