import {
  averageScore,
  defaultCycleDates,
  EVALUATION_SCORES,
  EVALUATION_STATES,
  evaluationStageOn,
  fromHundredths,
  isGoalAchieved,
  SCORE_LABELS,
} from '@quadro/contract/evaluation-rules';
import type { FastifyInstance } from 'fastify';
import { type BareStore, today, type UserIdOf } from '../lib/bare.ts';

type Row = Record<string, unknown>;

/** The SQL Drizzle builds in apps/api evaluation-list.repository.ts, by hand: $1 first day, $2 last day, $3 year. */
const YEAR_TEAM = `left join lateral (select m.team_id as year_team_id from team_members m where m.user_id = e.user_id and m.from_date <= $2 and (m.to_date is null or m.to_date >= $1) order by m.from_date desc, m.id asc limit 1) year_team on true`;
const ACHIEVING = EVALUATION_SCORES.filter(isGoalAchieved).join(', ');
const GOAL_SUMS = `cross join lateral (select count(*)::int as goals_count,
  case when count(*) > 0 and count(g.self_score) = count(*) then sum(g.weight * g.self_score)::int end as self_hundredths,
  case when count(*) > 0 and count(g.evaluator_score) = count(*) then sum(g.weight * g.evaluator_score)::int end as final_hundredths,
  count(g.evaluator_score)::int as goals_scored,
  (count(*) filter (where g.evaluator_score in (${ACHIEVING})))::int as goals_achieved
  from evaluation_goals g where g.evaluation_id = page.id) goal_sums`;
const listOf = (where: string, limit: string) =>
  `select page.*, goal_sums.* from (select e.id, e.year, e.state, e.suspended_from, e.acknowledged_at is not null as acknowledged, u.id as member_id, u.name as member_name, t.id as team_id, t.name as team_name from evaluations e join users u on u.id = e.user_id ${YEAR_TEAM} left join teams t on t.id = year_team_id where ${where} order by u.name asc, e.id asc ${limit}) page ${GOAL_SUMS} order by page.member_name asc, page.id asc`;
const SELECT_PAGE = listOf('e.year = $3', 'limit $4 offset $5');
const COUNT_STATES = `select e.state, count(*)::int as count from evaluations e where e.year = $1 group by e.state`;
const SELECT_TEAM_ROWS = listOf(
  'e.year = $3 and e.user_id in (select m.user_id from team_members m where m.team_id in ($4::uuid) and m.from_date <= $2 and (m.to_date is null or m.to_date >= $1)) and year_team_id = $4',
  '',
);
const SELECT_TEAM = `select id, name from teams where id = $1`;
const SELECT_CYCLE = `select goals_by::text, self_assessment_from::text, self_assessment_by::text, evaluator_assessment_by::text from evaluation_cycles where year = $1`;
const COUNT_MEMBERS = `select count(*)::int as total from (select distinct on (m.user_id) m.team_id from team_members m where m.from_date <= $2 and (m.to_date is null or m.to_date >= $1) and m.user_id in (select o.user_id from team_members o where o.team_id = $3 and o.from_date <= $2 and (o.to_date is null or o.to_date >= $1)) order by m.user_id, m.from_date desc, m.id) latest where team_id = $3`;

const SELF_SUBMITTED = ['EvaluatorAssessment', 'Published'];
const scoreOf = (hundredths: unknown) =>
  hundredths === null ? null : fromHundredths(hundredths as number);

function rowOf(row: Row, userId: string) {
  const submitted =
    SELF_SUBMITTED.includes(row.state as string) ||
    (row.state === 'Suspended' && SELF_SUBMITTED.includes(row.suspended_from as string));
  return {
    id: row.id,
    year: row.year,
    state: row.state,
    suspendedFrom: row.suspended_from,
    member: { id: row.member_id, name: row.member_name },
    team: row.team_id ? { id: row.team_id, name: row.team_name } : null,
    goalsCount: row.goals_count,
    selfScore: submitted ? scoreOf(row.self_hundredths) : null,
    finalScore: scoreOf(row.final_hundredths),
    acknowledged: row.acknowledged,
    hasPermissionToManageMember: row.member_id !== userId,
  };
}

const countsOf = (rows: Row[]) =>
  Object.fromEntries(
    EVALUATION_STATES.map((state) => [
      state,
      (rows.find((row) => row.state === state)?.count as number | undefined) ?? 0,
    ]),
  );

const hundredthsOf = (score: string) => Math.round(Number(score) * 100);

/** GET /bare/evaluations/manage and /bare/evaluations/team-report, as ours answers the CTO. */
export function bareRoutes(app: FastifyInstance, store: BareStore, userIdOf: UserIdOf) {
  app.get<{ Querystring: { year: string; page?: string; pageSize?: string } }>(
    '/bare/evaluations/manage',
    async (request, reply) => {
      const userId = userIdOf(request.headers.authorization);
      if (!userId) return reply.status(401).send({ error: 'unauthorized' });
      const year = Number(request.query.year);
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 20);
      const [rows, counted] = await Promise.all([
        store.query(SELECT_PAGE, [
          `${year}-01-01`,
          `${year}-12-31`,
          year,
          pageSize,
          (page - 1) * pageSize,
        ]),
        store.query(COUNT_STATES, [year]),
      ]);
      const counts = countsOf(counted);
      return {
        items: rows.map((row) => rowOf(row, userId)),
        total: Object.values(counts).reduce((sum, count) => sum + count, 0),
        page,
        pageSize,
        year,
        counts,
      };
    },
  );

  app.get<{ Querystring: { teamId: string; year: string } }>(
    '/bare/evaluations/team-report',
    async (request, reply) => {
      const userId = userIdOf(request.headers.authorization);
      if (!userId) return reply.status(401).send({ error: 'unauthorized' });
      const year = Number(request.query.year);
      const { teamId } = request.query;
      const bounds = [`${year}-01-01`, `${year}-12-31`];
      const [[team], [cycleRow], rows, [members]] = await Promise.all([
        store.query(SELECT_TEAM, [teamId]),
        store.query(SELECT_CYCLE, [year]),
        store.query(SELECT_TEAM_ROWS, [...bounds, year, teamId]),
        store.query(COUNT_MEMBERS, [...bounds, teamId]),
      ]);
      if (!team || (!cycleRow && rows.length === 0)) {
        return reply.status(404).send({ error: 'not_found', message: 'Team not found' });
      }
      const dates = cycleRow
        ? {
            goalsBy: cycleRow.goals_by as string,
            selfAssessmentFrom: cycleRow.self_assessment_from as string,
            selfAssessmentBy: cycleRow.self_assessment_by as string,
            evaluatorAssessmentBy: cycleRow.evaluator_assessment_by as string,
          }
        : defaultCycleDates(year);
      const items = rows.map((row) => rowOf(row, userId));
      const published = rows.filter((row) => row.state === 'Published');
      const publishedItems = items.filter((item) => item.state === 'Published');
      const finals = publishedItems.flatMap((item) => (item.finalScore ? [item.finalScore] : []));
      const selves = publishedItems.flatMap((item) => (item.selfScore ? [item.selfScore] : []));
      const averageFinalScore = averageScore(finals);
      const averageSelfScore = averageScore(selves);
      const gap =
        averageSelfScore && averageFinalScore
          ? hundredthsOf(averageSelfScore) - hundredthsOf(averageFinalScore)
          : null;
      return {
        team: { id: team.id, name: team.name },
        year,
        cycle: {
          year,
          dates,
          opened: cycleRow !== undefined,
          stage: evaluationStageOn(dates, today()),
        },
        membersCount: members?.total ?? 0,
        progress: Object.fromEntries(
          EVALUATION_STATES.map((state) => [
            state,
            rows.filter((row) => row.state === state).length,
          ]),
        ),
        averageFinalScore,
        averageSelfScore,
        selfEvaluatorGap:
          gap === null ? null : `${gap < 0 ? '-' : ''}${fromHundredths(Math.abs(gap))}`,
        spread: EVALUATION_SCORES.map((score) => ({
          score,
          label: SCORE_LABELS[score],
          count: finals.filter((final) => Math.floor((hundredthsOf(final) + 50) / 100) === score)
            .length,
        })),
        goalsAchieved: published.reduce((sum, row) => sum + (row.goals_achieved as number), 0),
        goalsScored: published.reduce((sum, row) => sum + (row.goals_scored as number), 0),
        members: items,
        hasPermissionToManageMember: true,
      };
    },
  );
}
