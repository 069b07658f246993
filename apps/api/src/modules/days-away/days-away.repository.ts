import { and, asc, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { people } from '../people/people.public.ts';
import { daysAway } from './days-away.schema.ts';

const touching = (from: string, to: string) =>
  and(lte(daysAway.startDate, to), gte(daysAway.endDate, from));

/** One employee's approved, not cancelled vacations touching a period (their work maps). */
export function listApprovedVacationsOf(
  db: Executor,
  employeeId: string,
  from: string,
  to: string,
) {
  return db
    .select({
      id: daysAway.id,
      start: daysAway.startDate,
      end: daysAway.endDate,
      halfDay: daysAway.halfDay,
    })
    .from(daysAway)
    .where(
      and(eq(daysAway.kind, 'vacation'), eq(daysAway.employeeId, employeeId), touching(from, to)),
    )
    .orderBy(asc(daysAway.startDate));
}

/** Everybody's absences touching a period, with the employee's name (the team calendar). */
export async function listAbsencesBetween(db: Executor, from: string, to: string) {
  const rows = await db
    .select({
      id: daysAway.id,
      employeeId: daysAway.employeeId,
      employeeName: people.name,
      type: daysAway.absenceType,
      start: daysAway.startDate,
      end: daysAway.endDate,
    })
    .from(daysAway)
    .innerJoin(people, eq(people.id, daysAway.employeeId))
    .where(and(eq(daysAway.kind, 'absence'), touching(from, to)))
    .orderBy(asc(daysAway.startDate), asc(daysAway.id));
  // An absence always has its type (absences.type is not null).
  return rows.map((row) => ({ ...row, type: row.type ?? '' }));
}

/** These people's approved, not cancelled vacations touching a period (one query). */
export function listApprovedVacationsOfPeople(
  db: Executor,
  employeeIds: readonly string[],
  from: string,
  to: string,
) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select({ employeeId: daysAway.employeeId, start: daysAway.startDate, end: daysAway.endDate })
    .from(daysAway)
    .where(
      and(
        eq(daysAway.kind, 'vacation'),
        sql`${daysAway.employeeId} = any(${`{${employeeIds.join(',')}}`}::uuid[])`,
        touching(from, to),
      ),
    );
}

/**
 * The periods away touching a period of the people `among` selects (a subquery of user ids; null:
 * everybody) but one, with their names, by first day then name: the dashboard's who is away.
 */
export function listAwayAmong(
  db: Executor,
  input: { from: string; to: string; among: SQL | null; except: string },
) {
  return db
    .select({
      personId: daysAway.employeeId,
      name: people.name,
      kind: daysAway.kind,
      from: daysAway.startDate,
      to: daysAway.endDate,
    })
    .from(daysAway)
    .innerJoin(people, eq(people.id, daysAway.employeeId))
    .where(
      and(
        touching(input.from, input.to),
        ne(daysAway.employeeId, input.except),
        input.among ? sql`${daysAway.employeeId} in (${input.among})` : undefined,
      ),
    )
    .orderBy(asc(daysAway.startDate), asc(people.name), asc(daysAway.id));
}
