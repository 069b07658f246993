import { type AnyColumn, and, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { absences, workDays, workMaps } from './work-maps.schema.ts';

const ofPeople = (column: AnyColumn, employeeIds: readonly string[]) =>
  sql`${column} = any(${`{${employeeIds.join(',')}}`}::uuid[])`;

/** The days with work-map hours of these people in a period (one query, whatever their number). */
export function listWorkedDaysOf(
  db: Executor,
  employeeIds: readonly string[],
  from: string,
  to: string,
) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select({ employeeId: workMaps.employeeId, day: workDays.day })
    .from(workDays)
    .innerJoin(workMaps, eq(workMaps.id, workDays.workMapId))
    .where(
      and(
        ofPeople(workMaps.employeeId, employeeIds),
        gte(workDays.day, from),
        lte(workDays.day, to),
        gt(sql`${workDays.hours} + ${workDays.extraHours}`, 0),
      ),
    );
}

/** The whole-day absences (unit 'days') of these people touching a period. */
export function listFullDayAbsencesOf(
  db: Executor,
  employeeIds: readonly string[],
  from: string,
  to: string,
) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      employeeId: absences.employeeId,
      start: absences.startDate,
      end: absences.endDate,
    })
    .from(absences)
    .where(
      and(
        ofPeople(absences.employeeId, employeeIds),
        eq(absences.unit, 'days'),
        lte(absences.startDate, to),
        gte(absences.endDate, from),
      ),
    );
}
