import type { ProjectListQuery, ProjectMember, ProjectSummary } from '@quadro/contract/projects';
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { namesById } from '../../db/names-by-id.ts';
import { clientNamesOf } from '../clients/clients.public.ts';
import { people } from '../people/people.public.ts';
import { type ProjectRow, projectMembers, projects } from './projects.schema.ts';

export type ProjectValues = Pick<
  ProjectRow,
  'clientId' | 'name' | 'code' | 'description' | 'startDate' | 'endDate' | 'status'
> &
  Partial<Pick<ProjectRow, 'budgetHours' | 'budgetAmount'>>;

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
  name: projects.name,
  code: projects.code,
  description: projects.description,
  startDate: projects.startDate,
  endDate: projects.endDate,
  status: projects.status,
  budgetHours: projects.budgetHours,
  budgetAmount: projects.budgetAmount,
};

/** The rows with their client's name after the client's id, read from clients in one query. */
async function withClientNames<Row extends { id: string; clientId: string }>(
  db: Executor,
  rows: Row[],
) {
  const names = await clientNamesOf(
    db,
    rows.map((row) => row.clientId),
  );
  return rows.map(({ id, clientId, ...rest }) => ({
    id,
    clientId,
    clientName: names.get(clientId) ?? '',
    ...rest,
  }));
}

function filtersOf(query: Pick<ProjectListQuery, 'clientId' | 'status'>): SQL | undefined {
  return and(
    query.clientId ? eq(projects.clientId, query.clientId) : undefined,
    query.status ? eq(projects.status, query.status) : undefined,
  );
}

/**
 * How many people a project's team has. Built as a query of its own: in the select list of a
 * one-table query drizzle leaves column names unqualified, and `id` would be the member row's.
 */
const teamSize = (db: Executor) =>
  sql<number>`(${db
    .select({ size: sql`count(distinct ${projectMembers.userId})::int` })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, projects.id))})`;

/** One page, newest first, each with its team size, and how many match the filters. */
export async function listProjects(
  db: Executor,
  query: ProjectListQuery,
): Promise<{ items: ProjectSummary[]; total: number }> {
  const where = filtersOf(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...projectColumns,
        teamSize: teamSize(db),
      })
      .from(projects)
      .where(where)
      .orderBy(desc(projects.createdAt), asc(projects.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(projects).where(where),
  ]);
  return { items: await withClientNames(db, rows), total: counted?.total ?? 0 };
}

export async function findProject(db: Executor, id: string) {
  const [row] = await withClientNames(
    db,
    await db.select(projectColumns).from(projects).where(eq(projects.id, id)),
  );
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
      employeeName: people.name,
      role: projectMembers.role,
      allocation: projectMembers.allocation,
      startedAt: projectMembers.startedAt,
      endedAt: projectMembers.endedAt,
    })
    .from(projectMembers)
    .innerJoin(people, eq(people.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(asc(people.name), asc(projectMembers.startedAt));
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

/** The projects the employee is on at some point from `from` to `to`, with their time on each. */
export function listProjectsOfPeriod(db: Executor, employeeId: string, from: string, to: string) {
  return db
    .select({
      id: projects.id,
      name: projects.name,
      code: projects.code,
      startedAt: projectMembers.startedAt,
      endedAt: projectMembers.endedAt,
    })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(
      and(
        eq(projectMembers.userId, employeeId),
        lte(projectMembers.startedAt, to),
        or(isNull(projectMembers.endedAt), gte(projectMembers.endedAt, from)),
      ),
    )
    .orderBy(asc(projects.name));
}

/**
 * Projects by name with their client, names only: every one, or those `memberId` is or was on
 * (what a road trip may name).
 */
export function listProjectsToPick(db: Executor, memberId?: string) {
  const columns = {
    id: projects.id,
    name: projects.name,
    code: projects.code,
    clientId: projects.clientId,
  };
  const onTeam = memberId
    ? inArray(
        projects.id,
        db
          .select({ id: projectMembers.projectId })
          .from(projectMembers)
          .where(eq(projectMembers.userId, memberId)),
      )
    : undefined;
  return db
    .select(columns)
    .from(projects)
    .where(onTeam)
    .orderBy(asc(projects.name), asc(projects.code));
}

/** The names of these projects by id, in one query (a work map's days show them). */
export function projectNamesOf(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  return namesById(db, projects, ids);
}

/** Sets a project's budget alone (the demo sizes budgets from the hours its work maps book). */
export async function setProjectBudget(
  db: Executor,
  id: string,
  budget: Pick<ProjectRow, 'budgetHours' | 'budgetAmount'>,
): Promise<void> {
  await db.update(projects).set(budget).where(eq(projects.id, id));
}
