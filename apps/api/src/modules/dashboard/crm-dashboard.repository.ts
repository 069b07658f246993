import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { allocationPeriods, clientNamesOf } from '../clients/clients.public.ts';
import { projectClients } from '../projects/projects.public.ts';
import { monthWorkDays } from '../work-maps/work-maps.public.ts';

/**
 * The hours of the month's work-map days (maps in `statuses`) per client, most first: a day naming
 * a project counts for the project's client, a day without one for the client the person was
 * allocated to that day; a day with neither counts for nobody.
 */
export async function hoursPerClient(db: Executor, month: string, statuses: readonly string[]) {
  const day = monthWorkDays(db, month, statuses);
  const project = projectClients(db);
  const allocation = allocationPeriods(db);
  const clientId = sql<string>`coalesce(${project.clientId}, ${allocation.clientId})`;
  const hours = sql<string>`sum(${day.hours})`;
  const rows = await db
    .select({ clientId, hours: sql<string>`${hours}::numeric(12,2)::text` })
    .from(day)
    .leftJoin(project, eq(project.projectId, day.projectId))
    .leftJoin(
      allocation,
      and(
        isNull(day.projectId),
        eq(allocation.userId, day.employeeId),
        lte(allocation.startedAt, day.day),
        or(isNull(allocation.endedAt), gte(allocation.endedAt, day.day)),
      ),
    )
    .where(sql`${clientId} is not null`)
    .groupBy(clientId)
    .orderBy(sql`${hours} desc`, clientId);
  const names = await clientNamesOf(
    db,
    rows.map((row) => row.clientId),
  );
  return rows.map((row) => ({ ...row, clientName: names.get(row.clientId) ?? '' }));
}
