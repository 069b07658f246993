import { NOT_CREATED, type WorkMapRowStatus } from '@quadro/contract/work-maps';
import { and, asc, count, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { people, searchNameContains } from '../people/people.public.ts';
import { workMaps } from './work-maps.schema.ts';

/**
 * Who owes a work map for a month: enabled holders of the employee profile who had started by
 * the month's last day.
 */
function owesMap(monthEnd: string): SQL | undefined {
  return and(
    eq(people.enabled, true),
    sql`'employee' = any(${people.profiles})`,
    or(isNull(people.startDate), lte(people.startDate, monthEnd)),
  );
}

const mapOfMonth = (monthStart: string) =>
  and(eq(workMaps.employeeId, people.id), eq(workMaps.month, monthStart));

const statusOf = sql<WorkMapRowStatus>`coalesce(${workMaps.status}, ${sql.raw(`'${NOT_CREATED}'`)})`;

export interface MonthTableQuery {
  monthStart: string;
  monthEnd: string;
  status?: WorkMapRowStatus | undefined;
  search?: string | undefined;
}

function conditions(query: MonthTableQuery): SQL | undefined {
  const search = query.search?.trim();
  return and(
    owesMap(query.monthEnd),
    query.status ? sql`${statusOf} = ${query.status}` : undefined,
    search ? searchNameContains(search, people.searchName) : undefined,
  );
}

/** One page of a month's table: every employee owing a map, with theirs if created. */
export function listMonthRows(
  db: Executor,
  query: MonthTableQuery,
  page: { limit: number | null; offset: number },
) {
  const base = db
    .select({
      employeeId: people.id,
      employeeName: people.name,
      workingWeekdays: people.workingWeekdays,
      dailyHours: people.dailyHours,
      mapId: workMaps.id,
      status: statusOf,
    })
    .from(people)
    .leftJoin(workMaps, mapOfMonth(query.monthStart))
    .where(conditions(query))
    .orderBy(asc(people.name), asc(people.id));
  return page.limit === null ? base : base.limit(page.limit).offset(page.offset);
}

/** How many employees of the month's table are in each state (the filters but status applied). */
export async function countMonthRows(
  db: Executor,
  query: MonthTableQuery,
): Promise<Map<WorkMapRowStatus, number>> {
  const rows = await db
    .select({ status: statusOf, total: count() })
    .from(people)
    .leftJoin(workMaps, mapOfMonth(query.monthStart))
    .where(conditions({ ...query, status: undefined }))
    .groupBy(statusOf);
  return new Map(rows.map((row) => [row.status, row.total]));
}

/** The employees with no map of the month, or with one In Modification (reminders). */
export function listOwingAttention(db: Executor, monthStart: string, monthEnd: string) {
  return db
    .select({
      employeeId: people.id,
      name: people.name,
      email: people.email,
      status: statusOf,
    })
    .from(people)
    .leftJoin(workMaps, mapOfMonth(monthStart))
    .where(and(owesMap(monthEnd), or(isNull(workMaps.id), eq(workMaps.status, 'InModification'))))
    .orderBy(asc(people.name));
}
