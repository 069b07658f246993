import {
  EVALUATION_SCORES,
  type EvaluationState,
  isGoalAchieved,
} from '@quadro/contract/evaluation-rules';
import { and, asc, count, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { people, searchNameContains } from '../people/people.public.ts';
import { reachesInto } from './evaluation-teams.repository.ts';
import { evaluationGoals, evaluations } from './evaluations.schema.ts';
import { teamEvaluators, teamMembers, teams } from './teams.schema.ts';

/** Which evaluations of a year a list holds. */
export interface EvaluationListFilter {
  year: number;
  /** Only the teams this person evaluates in the year (an evaluator's list); all for the CTO. */
  evaluatorId?: string | undefined;
  teamId?: string | undefined;
  state?: EvaluationState | undefined;
  search?: string | undefined;
}

/**
 * Each evaluation's team: the latest member period of its member reaching into the year (a move
 * mid-year takes the evaluation along), one index lookup per evaluation.
 */
export function yearTeamOf(db: Executor, year: number) {
  return db
    .select({ teamId: sql<string>`${teamMembers.teamId}`.as('year_team_id') })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, evaluations.userId), reachesInto(teamMembers, year)))
    .orderBy(desc(teamMembers.fromDate), asc(teamMembers.id))
    .limit(1)
    .as('year_team');
}

type YearTeam = ReturnType<typeof yearTeamOf>;

/** The members of the year of the teams `teams` selects: the list's rows are among them. */
const membersOfTeams = (year: number, teams: SQL) =>
  sql`${evaluations.userId} in (select ${teamMembers.userId} from ${teamMembers}
    where ${teamMembers.teamId} in ${teams} and ${reachesInto(teamMembers, year)})`;

/**
 * The list's filters. The team ones are asked twice: of the member's team of the year (what
 * decides), and first of their memberships of the year, so only those members' rows are read.
 */
function filterOf(yearTeam: YearTeam, filter: EvaluationListFilter, withState: boolean): SQL {
  const evaluatedTeams = filter.evaluatorId
    ? sql`(select ${teamEvaluators.teamId} from ${teamEvaluators}
        where ${teamEvaluators.userId} = ${filter.evaluatorId}
        and ${reachesInto(teamEvaluators, filter.year)})`
    : undefined;
  const team = filter.teamId ? sql`(${filter.teamId}::uuid)` : undefined;
  return and(
    eq(evaluations.year, filter.year),
    evaluatedTeams ? membersOfTeams(filter.year, evaluatedTeams) : undefined,
    evaluatedTeams ? inArray(yearTeam.teamId, evaluatedTeams) : undefined,
    team ? membersOfTeams(filter.year, team) : undefined,
    filter.teamId ? eq(yearTeam.teamId, filter.teamId) : undefined,
    withState && filter.state ? eq(evaluations.state, filter.state) : undefined,
    filter.search?.trim() ? searchNameContains(filter.search, people.searchName) : undefined,
  ) as SQL;
}

/** Σ(weight × score) in whole hundredths, once every goal has that score; null before. */
const hundredthsWhenAllScored = (
  score: typeof evaluationGoals.selfScore | typeof evaluationGoals.evaluatorScore,
) =>
  sql<number | null>`case when count(*) > 0 and count(${score}) = count(*)
    then sum(${evaluationGoals.weight} * ${score})::int end`;

const ACHIEVING_SCORES = EVALUATION_SCORES.filter(isGoalAchieved);

/** One evaluation's goals summed: how many, the self and evaluator hundredths, how many achieved. */
function goalSumsOf(db: Executor, evaluationId: SQLWrapper) {
  return db
    .select({
      goalsCount: sql<number>`count(*)::int`.as('goals_count'),
      selfHundredths: hundredthsWhenAllScored(evaluationGoals.selfScore).as('self_hundredths'),
      finalHundredths: hundredthsWhenAllScored(evaluationGoals.evaluatorScore).as(
        'final_hundredths',
      ),
      goalsScored: sql<number>`count(${evaluationGoals.evaluatorScore})::int`.as('goals_scored'),
      goalsAchieved:
        sql<number>`(count(*) filter (where ${inArray(evaluationGoals.evaluatorScore, ACHIEVING_SCORES)}))::int`.as(
          'goals_achieved',
        ),
    })
    .from(evaluationGoals)
    .where(eq(evaluationGoals.evaluationId, evaluationId))
    .as('goal_sums');
}

/**
 * A year's evaluations as listed: member, team of the year, state, goals and their sums, by
 * member name; one page (`limit`) or all. The page is cut first and only its goals are summed.
 */
export function listEvaluations(
  db: Executor,
  filter: EvaluationListFilter & { limit?: number; offset?: number },
) {
  const yearTeam = yearTeamOf(db, filter.year);
  let selection = db
    .select({
      id: evaluations.id,
      year: evaluations.year,
      state: evaluations.state,
      suspendedFrom: evaluations.suspendedFrom,
      acknowledged: sql<boolean>`${evaluations.acknowledgedAt} is not null`.as('acknowledged'),
      memberId: sql<string>`${people.id}`.as('member_id'),
      memberName: sql<string>`${people.name}`.as('member_name'),
      teamId: sql<string | null>`${teams.id}`.as('team_id'),
      teamName: sql<string | null>`${teams.name}`.as('team_name'),
    })
    .from(evaluations)
    .innerJoin(people, eq(people.id, evaluations.userId))
    .leftJoinLateral(yearTeam, sql`true`)
    .leftJoin(teams, eq(teams.id, yearTeam.teamId))
    .where(filterOf(yearTeam, filter, true))
    .orderBy(asc(people.name), asc(evaluations.id))
    .$dynamic();
  if (filter.limit !== undefined) {
    selection = selection.limit(filter.limit).offset(filter.offset ?? 0);
  }
  const page = selection.as('page');
  const sums = goalSumsOf(db, page.id);
  return db
    .select({
      id: page.id,
      year: page.year,
      state: page.state,
      suspendedFrom: page.suspendedFrom,
      acknowledged: page.acknowledged,
      memberId: page.memberId,
      memberName: page.memberName,
      teamId: page.teamId,
      teamName: page.teamName,
      goalsCount: sums.goalsCount,
      selfHundredths: sums.selfHundredths,
      finalHundredths: sums.finalHundredths,
      goalsScored: sums.goalsScored,
      goalsAchieved: sums.goalsAchieved,
    })
    .from(page)
    .crossJoinLateral(sums)
    .orderBy(asc(page.memberName), asc(page.id));
}

export type EvaluationListRow = Awaited<ReturnType<typeof listEvaluations>>[number];

/**
 * How many evaluations of the list are in each state, over every filter but the state; the
 * member's team and name are joined only when a filter needs them.
 */
export async function countEvaluationsByState(db: Executor, filter: EvaluationListFilter) {
  const yearTeam = yearTeamOf(db, filter.year);
  let counted = db
    .select({ state: evaluations.state, count: count() })
    .from(evaluations)
    .$dynamic();
  if (filter.search?.trim()) counted = counted.innerJoin(people, eq(people.id, evaluations.userId));
  if (filter.evaluatorId || filter.teamId) counted = counted.leftJoinLateral(yearTeam, sql`true`);
  const rows = await counted.where(filterOf(yearTeam, filter, false)).groupBy(evaluations.state);
  return new Map(rows.map((row) => [row.state, row.count]));
}
