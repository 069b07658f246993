import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { people } from '../people/people.public.ts';
import { teamEvaluators, teamMembers, teams } from './teams.schema.ts';

export interface NamedRef {
  id: string;
  name: string;
}

/** The first and last days of a year. */
export const boundsOfYear = (year: number) => ({ first: `${year}-01-01`, last: `${year}-12-31` });

/** A member or evaluator period reaching into the year. */
export const reachesInto = (table: typeof teamMembers | typeof teamEvaluators, year: number) => {
  const { first, last } = boundsOfYear(year);
  return and(
    sql`${table.fromDate} <= ${last}`,
    or(isNull(table.toDate), sql`${table.toDate} >= ${first}`),
  );
};

/**
 * Each person's team of the year: the latest of their member periods reaching into it, so a move
 * mid-year takes the evaluation along to the new team.
 */
export async function yearTeamsOfMembers(
  db: Executor,
  userIds: readonly string[],
  year: number,
): Promise<Map<string, NamedRef>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([teamMembers.userId], {
      userId: teamMembers.userId,
      id: teams.id,
      name: teams.name,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(inArray(teamMembers.userId, [...userIds]), reachesInto(teamMembers, year)))
    .orderBy(teamMembers.userId, sql`${teamMembers.fromDate} desc`, teamMembers.id);
  return new Map(rows.map((row) => [row.userId, { id: row.id, name: row.name }]));
}

/** The evaluators of each team given whose periods reach into the year, by name. */
export async function yearEvaluatorsOfTeams(
  db: Executor,
  teamIds: readonly string[],
  year: number,
): Promise<Map<string, NamedRef[]>> {
  const byTeam = new Map<string, NamedRef[]>();
  if (teamIds.length === 0) return byTeam;
  const rows = await db
    .selectDistinct({ teamId: teamEvaluators.teamId, id: people.id, name: people.name })
    .from(teamEvaluators)
    .innerJoin(people, eq(people.id, teamEvaluators.userId))
    .where(and(inArray(teamEvaluators.teamId, [...teamIds]), reachesInto(teamEvaluators, year)))
    .orderBy(asc(people.name), asc(people.id));
  for (const row of rows) {
    const list = byTeam.get(row.teamId) ?? [];
    list.push({ id: row.id, name: row.name });
    byTeam.set(row.teamId, list);
  }
  return byTeam;
}

/** The teams a person evaluates in a year. */
export async function teamsEvaluatedBy(
  db: Executor,
  evaluatorId: string,
  year: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ teamId: teamEvaluators.teamId })
    .from(teamEvaluators)
    .where(and(eq(teamEvaluators.userId, evaluatorId), reachesInto(teamEvaluators, year)));
  return rows.map((row) => row.teamId);
}

/** Everyone with a member period reaching into the year (who gets an evaluation when it opens). */
export async function yearMemberIds(db: Executor, year: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(reachesInto(teamMembers, year));
  return rows.map((row) => row.userId);
}
