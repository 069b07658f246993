import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { workDays, workMaps } from './work-maps.schema.ts';

/**
 * The hours booked to a project, by employee and month, approved maps apart from the others
 * (pending approval, still open, rejected or in modification): a project's executive summary. A
 * day's extra hours count with its hours, both worked on the day's project. `lastDay` is the
 * month's last day with hours on the project.
 */
export function projectHoursByEmployeeMonth(db: Executor, projectId: string) {
  const approved = sql<boolean>`${workMaps.status} = 'Approved'`;
  return db
    .select({
      employeeId: workMaps.employeeId,
      month: sql<string>`to_char(${workMaps.month}, 'YYYY-MM')`,
      approved,
      hours: sql<string>`sum(${workDays.hours} + ${workDays.extraHours})::text`,
      lastDay: sql<string>`max(${workDays.day})::text`,
    })
    .from(workDays)
    .innerJoin(workMaps, eq(workMaps.id, workDays.workMapId))
    .where(eq(workDays.projectId, projectId))
    .groupBy(workMaps.employeeId, workMaps.month, approved)
    .orderBy(asc(workMaps.month));
}
