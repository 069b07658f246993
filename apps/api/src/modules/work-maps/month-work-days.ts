import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { workDays, workMaps } from './work-maps.schema.ts';

/**
 * The days of the work maps of `month` (its first day) in one of `statuses`: each day's person,
 * date, project and hours (normal plus extra), as a subquery another module's query groups (the
 * crm dashboard's hours per client).
 */
export function monthWorkDays(db: Executor, month: string, statuses: readonly string[]) {
  return db
    .select({
      employeeId: sql<string>`${workMaps.employeeId}`.as('employee_id'),
      day: sql<string>`${workDays.day}`.as('day'),
      projectId: sql<string | null>`${workDays.projectId}`.as('project_id'),
      hours: sql<string>`${workDays.hours} + ${workDays.extraHours}`.as('hours'),
    })
    .from(workMaps)
    .innerJoin(workDays, eq(workDays.workMapId, workMaps.id))
    .where(and(eq(workMaps.month, month), inArray(workMaps.status, [...statuses])))
    .as('month_work_day');
}
