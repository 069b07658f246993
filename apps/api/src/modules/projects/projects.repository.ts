import type { ProjectListQuery, ProjectMember, ProjectSummary } from '@quadro/contract/projects';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { clients } from '../clients/clients.public.ts';
import { users } from '../people/people.public.ts';
import { type ProjectRow, projectMembers, projects } from './projects.schema.ts';

export type ProjectValues = Pick<
  ProjectRow,
  'clientId' | 'name' | 'code' | 'description' | 'startDate' | 'endDate' | 'status'
>;

export interface MemberValues {
  userId: string;
  role: string;
  allocation: number;
  startedAt: string;
  endedAt: string | null;
}

const projectColumns = {
  id: projects.id,
  clientId: projects.clientId,
  clientName: clients.name,
  name: projects.name,
  code: projects.code,
  description: projects.description,
  startDate: projects.startDate,
  endDate: projects.endDate,
  status: projects.status,
};

function filtersOf(query: Pick<ProjectListQuery, 'clientId' | 'status'>): SQL | undefined {
  return and(
    query.clientId ? eq(projects.clientId, query.clientId) : undefined,
    query.status ? eq(projects.status, query.status) : undefined,
  );
}

/** One page, newest first, each with its team size, and how many match the filters. */
export async function listProjects(
  db: Executor,
  query: ProjectListQuery,
): Promise<{ items: ProjectSummary[]; total: number }> {
  const where = filtersOf(query);
  const [items, [counted]] = await Promise.all([
    db
      .select({
        ...projectColumns,
        teamSize: sql<number>`(select count(distinct ${projectMembers.userId})::int from ${projectMembers} where ${projectMembers.projectId} = ${projects.id})`,
      })
      .from(projects)
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .where(where)
      .orderBy(desc(projects.createdAt), asc(projects.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(projects).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

export async function findProject(db: Executor, id: string) {
  const [row] = await db
    .select(projectColumns)
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(eq(projects.id, id));
  return row;
}

export async function lockProject(db: Executor, id: string) {
  const [row] = await db
    .select({ id: projects.id, code: projects.code, name: projects.name })
    .from(projects)
    .where(eq(projects.id, id))
    .for('update');
  return row;
}

export async function clientExists(db: Executor, clientId: string): Promise<boolean> {
  const rows = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  return rows.length > 0;
}

/** The project holding this code, whatever its case. */
export async function findProjectByCode(db: Executor, code: string) {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(sql`lower(${projects.code}) = lower(${code})`);
  return row;
}

/** Nothing when the code is taken, whatever its case (the unique index decides). */
export async function insertProject(
  db: Executor,
  values: ProjectValues,
): Promise<string | undefined> {
  const [row] = await db
    .insert(projects)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: projects.id });
  return row?.id;
}

export async function updateProject(
  db: Executor,
  id: string,
  values: ProjectValues,
  now: Date,
): Promise<void> {
  await db
    .update(projects)
    .set({ ...values, updatedAt: now })
    .where(eq(projects.id, id));
}

/** The team goes with it (on delete cascade). */
export async function deleteProject(db: Executor, id: string): Promise<void> {
  await db.delete(projects).where(eq(projects.id, id));
}

export async function membersOf(db: Executor, projectId: string): Promise<ProjectMember[]> {
  return db
    .select({
      id: projectMembers.id,
      employeeId: projectMembers.userId,
      employeeName: users.name,
      role: projectMembers.role,
      allocation: projectMembers.allocation,
      startedAt: projectMembers.startedAt,
      endedAt: projectMembers.endedAt,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(asc(users.name), asc(projectMembers.startedAt));
}

/** Replaces the team; run it in a transaction. */
export async function replaceMembers(
  db: Executor,
  projectId: string,
  members: MemberValues[],
): Promise<void> {
  await db.delete(projectMembers).where(eq(projectMembers.projectId, projectId));
  if (members.length === 0) return;
  await db.insert(projectMembers).values(members.map((member) => ({ ...member, projectId })));
}

/**
 * Locks the enabled ones among these people, always in id order, so two teams naming the same
 * person take turns on the allocation rule.
 */
export async function lockEnabledPeople(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.enabled, true)))
    .orderBy(asc(users.id))
    .for('update');
}

/** These people's places in other projects, each ending with its own end or the project's. */
export async function membershipsElsewhere(
  db: Executor,
  userIds: string[],
  projectId: string | null,
) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: projectMembers.userId,
      allocation: projectMembers.allocation,
      startedAt: projectMembers.startedAt,
      endedAt: sql<string | null>`coalesce(${projectMembers.endedAt}, ${projects.endDate})`,
    })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(
      and(
        inArray(projectMembers.userId, userIds),
        projectId ? ne(projectMembers.projectId, projectId) : undefined,
      ),
    );
}
