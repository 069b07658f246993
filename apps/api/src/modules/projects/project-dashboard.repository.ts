import { and, asc, count, eq, gte, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { clientNamesOf } from '../clients/clients.public.ts';
import { projects } from './projects.schema.ts';

/** How many projects are in `status` (the crm dashboard's active projects). */
export async function countProjectsWithStatus(db: Executor, status: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(projects)
    .where(eq(projects.status, status));
  return row?.total ?? 0;
}

/** Projects not closed whose end date falls from `from` to `to`, soonest first, with the client's name. */
export async function listProjectsEndingBetween(db: Executor, from: string, to: string) {
  const rows = await db
    .select({
      projectId: projects.id,
      name: projects.name,
      code: projects.code,
      clientId: projects.clientId,
      endDate: projects.endDate,
    })
    .from(projects)
    .where(
      and(
        ne(projects.status, 'closed'),
        isNotNull(projects.endDate),
        gte(projects.endDate, from),
        lte(projects.endDate, to),
      ),
    )
    .orderBy(asc(projects.endDate), asc(projects.name), asc(projects.id));
  const names = await clientNamesOf(
    db,
    rows.map((row) => row.clientId),
  );
  return rows.map(({ clientId, endDate, ...row }) => ({
    ...row,
    clientName: names.get(clientId) ?? '',
    endDate: endDate ?? to,
  }));
}

/** Each project's client, as a subquery another module's query joins on its own project column. */
export function projectClients(db: Executor) {
  return db
    .select({
      projectId: sql<string>`${projects.id}`.as('client_project_id'),
      clientId: sql<string>`${projects.clientId}`.as('project_client_id'),
    })
    .from(projects)
    .as('project_client');
}
