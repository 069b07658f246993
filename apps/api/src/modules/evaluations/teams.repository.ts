import { and, asc, count, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { escapeLikePattern, people } from '../people/people.public.ts';
import { type TeamPeriodRow, teamEvaluators, teamMembers, teams } from './teams.schema.ts';

type PeriodTable = typeof teamMembers | typeof teamEvaluators;

/** A period reaching into [first, last]: it starts by the last day and has not ended before the first. */
const overlaps = (table: PeriodTable, first: string, last: string) =>
  and(
    sql`${table.fromDate} <= ${last}`,
    or(isNull(table.toDate), sql`${table.toDate} >= ${first}`),
  );

export interface YearBounds {
  first: string;
  last: string;
}

interface TeamFilter extends YearBounds {
  search: string;
  /** Only the teams this person evaluates in the year (an evaluator's list). */
  evaluatorId?: string | undefined;
}

function teamFilter(query: TeamFilter): SQL | undefined {
  const evaluates = query.evaluatorId
    ? sql`exists (select 1 from ${teamEvaluators} where ${teamEvaluators.teamId} = ${teams.id}
        and ${teamEvaluators.userId} = ${query.evaluatorId}
        and ${overlaps(teamEvaluators, query.first, query.last)})`
    : undefined;
  const named = query.search.trim()
    ? ilike(teams.name, `%${escapeLikePattern(query.search.trim())}%`)
    : undefined;
  return and(evaluates, named);
}

export function listTeams(db: Executor, query: TeamFilter & { limit: number; offset: number }) {
  return db
    .select()
    .from(teams)
    .where(teamFilter(query))
    .orderBy(asc(teams.name), asc(teams.id))
    .limit(query.limit)
    .offset(query.offset);
}

export async function countTeams(db: Executor, query: TeamFilter) {
  const [row] = await db.select({ total: count() }).from(teams).where(teamFilter(query));
  return row?.total ?? 0;
}

export async function findTeam(db: Executor, id: string) {
  const [row] = await db.select().from(teams).where(eq(teams.id, id));
  return row;
}

export async function lockTeam(db: Executor, id: string) {
  const [row] = await db.select().from(teams).where(eq(teams.id, id)).for('update');
  return row;
}

/** Team writes take turns, so two saves cannot put one person in two teams at once. */
export async function lockTeamWrites(db: Executor) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('quadro.teams'))`);
}

/** The periods of the teams given (all periods, or those reaching into the bounds), with names. */
function periodsOf(
  table: PeriodTable,
  db: Executor,
  teamIds: readonly string[],
  bounds?: YearBounds,
) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db
    .select({ period: table, name: people.name })
    .from(table)
    .innerJoin(people, eq(people.id, table.userId))
    .where(
      and(
        inArray(table.teamId, [...teamIds]),
        bounds ? overlaps(table, bounds.first, bounds.last) : undefined,
      ),
    )
    .orderBy(asc(people.name), asc(table.fromDate), asc(table.id));
}

export const memberPeriodsOf = (db: Executor, teamIds: readonly string[], bounds?: YearBounds) =>
  periodsOf(teamMembers, db, teamIds, bounds);
export const evaluatorPeriodsOf = (db: Executor, teamIds: readonly string[], bounds?: YearBounds) =>
  periodsOf(teamEvaluators, db, teamIds, bounds);

/** The member periods of these people in teams other than `exceptTeamId`, with the team's name. */
export function otherMemberships(
  db: Executor,
  userIds: readonly string[],
  exceptTeamId: string | undefined,
) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ period: teamMembers, team: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        inArray(teamMembers.userId, [...userIds]),
        exceptTeamId ? ne(teamMembers.teamId, exceptTeamId) : undefined,
      ),
    );
}

/** Name, profiles and whether enabled, of the people given. */
export function peopleByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: people.id,
      name: people.name,
      profiles: people.profiles,
      enabled: people.enabled,
    })
    .from(people)
    .where(inArray(people.id, [...ids]));
}

export async function insertTeam(db: Executor, name: string) {
  const [row] = await db.insert(teams).values({ name }).returning();
  if (!row) throw new Error('The team was just inserted');
  return row;
}

export async function renameTeam(db: Executor, id: string, name: string, now: Date) {
  await db.update(teams).set({ name, updatedAt: now }).where(eq(teams.id, id));
}

type NewPeriod = Pick<TeamPeriodRow, 'userId' | 'fromDate' | 'toDate'>;

/** Replaces the team's members and evaluators with those given. */
export async function replacePeriods(
  db: Executor,
  teamId: string,
  periods: { members: readonly NewPeriod[]; evaluators: readonly NewPeriod[] },
) {
  await db.delete(teamMembers).where(eq(teamMembers.teamId, teamId));
  await db.delete(teamEvaluators).where(eq(teamEvaluators.teamId, teamId));
  if (periods.members.length > 0) {
    await db.insert(teamMembers).values(periods.members.map((period) => ({ ...period, teamId })));
  }
  if (periods.evaluators.length > 0) {
    await db
      .insert(teamEvaluators)
      .values(periods.evaluators.map((period) => ({ ...period, teamId })));
  }
}

export async function deleteTeam(db: Executor, id: string) {
  await db.delete(teams).where(eq(teams.id, id));
}
