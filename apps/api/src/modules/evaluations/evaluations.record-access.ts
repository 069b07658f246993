import { eq } from 'drizzle-orm';
import type { RecordAccessCase, RecordAccessProbe } from '../../../test/record-access.ts';
import type { AuthHeaders } from '../../../test/route-client.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { evaluationFixtures, GOALS, TEST_YEAR, type TestPerson } from './evaluations.fixtures.ts';
import { evaluationFeedbackRequests, evaluationGoals, evaluations } from './evaluations.schema.ts';

interface EvaluationWorld {
  /** A team of the test year, its member's evaluation with goals and a feedback request on it. */
  teamId: string;
  evaluationId: string;
  goalId: string;
  feedbackRequestId: string;
  /** An evaluator of another team, and an employee of no team, each evaluated in that team. */
  otherEvaluator: TestPerson;
  outsider: TestPerson;
  outsiderEvaluationId: string;
}

const worlds = new WeakMap<TestApp, Promise<EvaluationWorld>>();

async function makeWorld(t: TestApp): Promise<EvaluationWorld> {
  const { freshPerson, createTeam, openYear, evaluationIdOf } = evaluationFixtures(() => t);
  const cto = await t.authAs('cto@example.com');
  const member = await freshPerson('Record Member');
  const colleague = await freshPerson('Record Colleague');
  const evaluator = await freshPerson('Record Evaluator', ['evaluator']);
  const otherEvaluator = await freshPerson('Record Other Evaluator', ['evaluator']);
  const outsider = await freshPerson('Record Outsider');
  const teamId = await createTeam(cto, [member, colleague], [evaluator]);
  await createTeam(cto, [outsider], [otherEvaluator]);
  await openYear(cto);
  const evaluationId = (await evaluationIdOf(member.id)) ?? '';
  const outsiderEvaluationId = (await evaluationIdOf(outsider.id)) ?? '';
  await t.app.inject({
    method: 'PUT',
    url: '/api/evaluations/goals',
    headers: evaluator.headers,
    payload: { id: evaluationId, goals: GOALS },
  });
  const [goal] = await t.database.db
    .select({ id: evaluationGoals.id })
    .from(evaluationGoals)
    .where(eq(evaluationGoals.evaluationId, evaluationId));
  // Asking for feedback waits for the self-assessment; the request is the row it would make.
  const [request] = await t.database.db
    .insert(evaluationFeedbackRequests)
    .values({ evaluationId, colleagueId: colleague.id, anonymous: false, askedBy: evaluator.id })
    .returning({ id: evaluationFeedbackRequests.id });
  if (!goal || !request) throw new Error('The evaluation has goals and a feedback request');
  return {
    teamId,
    evaluationId,
    goalId: goal.id,
    feedbackRequestId: request.id,
    otherEvaluator,
    outsider,
    outsiderEvaluationId,
  };
}

/** One world per app: every probe reads it, none changes it. */
function worldOf(t: TestApp): Promise<EvaluationWorld> {
  const world = worlds.get(t) ?? makeWorld(t);
  worlds.set(t, world);
  return world;
}

type Which = 'teamId' | 'evaluationId' | 'goalId' | 'feedbackRequestId';

function probe(
  route: string,
  at: RecordAccessProbe['at'],
  who: 'otherEvaluator' | 'outsider',
  which: Which,
  build: (id: string, world: EvaluationWorld) => { url: string; payload?: object },
  because: string,
  scoring?: { state: 'SelfAssessment' | 'EvaluatorAssessment' },
): RecordAccessProbe {
  return {
    route,
    at,
    because,
    ...(scoring && { status: 400 }),
    async arrange(t) {
      const world = await worldOf(t);
      if (scoring) {
        // The outsider's evaluation at the stage that scores, so the goals are what is refused.
        await t.database.db
          .update(evaluations)
          .set({ state: scoring.state })
          .where(eq(evaluations.id, world.outsiderEvaluationId));
      }
      const headers: AuthHeaders = world[who].headers;
      return { existingId: world[which], request: (id) => ({ ...build(id, world), headers }) };
    },
  };
}

const OTHER_TEAM = "an evaluator manages only their own teams' evaluations";
const NOT_THEIRS = 'an employee reads and answers only their own evaluation and feedback requests';
const CTO_SEES_ALL =
  'only the CTO makes and changes teams, and the CTO reads every team and person';
const year = TEST_YEAR;

/** Evaluations and teams: their ids go in queries and bodies. */
export const EVALUATIONS_RECORD_ACCESS: RecordAccessCase[] = [
  probe(
    'GET /api/evaluations/detail',
    'query.id',
    'outsider',
    'evaluationId',
    (id) => ({
      url: `/api/evaluations/detail?id=${id}`,
    }),
    NOT_THEIRS,
  ),
  probe(
    'GET /api/evaluations/member',
    'query.memberId',
    'otherEvaluator',
    'evaluationId',
    (id) => ({
      url: `/api/evaluations/member?memberId=${id}`,
    }),
    OTHER_TEAM,
  ),
  probe(
    'GET /api/evaluations/member',
    'query.teamId',
    'otherEvaluator',
    'teamId',
    (id, world) => ({
      url: `/api/evaluations/member?memberId=${world.outsider.id}&teamId=${id}`,
    }),
    OTHER_TEAM,
  ),
  {
    // A filter: another team's id lists nothing, as an unknown one does.
    ...probe(
      'GET /api/evaluations/manage',
      'query.teamId',
      'otherEvaluator',
      'teamId',
      (id) => ({
        url: `/api/evaluations/manage?year=${year}&teamId=${id}`,
      }),
      OTHER_TEAM,
    ),
    status: 200,
  },
  probe(
    'GET /api/teams/detail',
    'query.id',
    'otherEvaluator',
    'teamId',
    (id) => ({
      url: `/api/teams/detail?id=${id}&year=${year}`,
    }),
    OTHER_TEAM,
  ),
  probe(
    'GET /api/evaluations/team-report',
    'query.teamId',
    'otherEvaluator',
    'teamId',
    (id) => ({
      url: `/api/evaluations/team-report?teamId=${id}&year=${year}`,
    }),
    OTHER_TEAM,
  ),
  probe(
    'GET /api/evaluations/team-report/export',
    'query.teamId',
    'otherEvaluator',
    'teamId',
    (id) => ({
      url: `/api/evaluations/team-report/export?teamId=${id}&year=${year}`,
    }),
    OTHER_TEAM,
  ),
  probe(
    'PUT /api/evaluations/goals',
    'body.id',
    'otherEvaluator',
    'evaluationId',
    (id) => ({
      url: '/api/evaluations/goals',
      payload: { id, goals: GOALS },
    }),
    OTHER_TEAM,
  ),
  probe(
    'POST /api/evaluations/goals/copy',
    'body.teamId',
    'otherEvaluator',
    'teamId',
    (id) => ({
      url: '/api/evaluations/goals/copy',
      payload: { teamId: id, year, goals: GOALS },
    }),
    OTHER_TEAM,
  ),
  probe(
    'PUT /api/evaluations/assessment',
    'body.id',
    'otherEvaluator',
    'evaluationId',
    (id) => ({
      url: '/api/evaluations/assessment',
      payload: { id, scores: [], overallComment: '' },
    }),
    OTHER_TEAM,
  ),
  probe(
    'PUT /api/evaluations/assessment',
    'body.scores[].goalId',
    'otherEvaluator',
    'goalId',
    (id, world) => ({
      url: '/api/evaluations/assessment',
      payload: {
        id: world.outsiderEvaluationId,
        scores: [{ goalId: id, score: 3, comment: '' }],
        overallComment: '',
      },
    }),
    "a goal of another team's evaluation is no goal of the evaluation assessed",
    { state: 'EvaluatorAssessment' },
  ),
  probe(
    'POST /api/evaluations/transition',
    'body.ids[]',
    'otherEvaluator',
    'evaluationId',
    (id) => ({
      url: '/api/evaluations/transition',
      payload: { ids: [id], action: 'startSelfAssessment' },
    }),
    OTHER_TEAM,
  ),
  probe(
    'POST /api/evaluations/feedback',
    'body.evaluationId',
    'otherEvaluator',
    'evaluationId',
    (id, world) => ({
      url: '/api/evaluations/feedback',
      payload: { evaluationId: id, colleagueId: world.outsider.id, anonymous: false },
    }),
    OTHER_TEAM,
  ),
  {
    route: 'POST /api/evaluations/feedback',
    at: 'body.colleagueId',
    open: 'every record',
    because: 'an evaluator may ask any colleague in the company for feedback',
  },
  probe(
    'PUT /api/evaluations/self-assessment',
    'body.id',
    'outsider',
    'evaluationId',
    (id) => ({
      url: '/api/evaluations/self-assessment',
      payload: { id, scores: [], submit: false },
    }),
    NOT_THEIRS,
  ),
  probe(
    'PUT /api/evaluations/self-assessment',
    'body.scores[].goalId',
    'outsider',
    'goalId',
    (id, world) => ({
      url: '/api/evaluations/self-assessment',
      payload: {
        id: world.outsiderEvaluationId,
        scores: [{ goalId: id, score: 3, comment: '' }],
        submit: false,
      },
    }),
    "a goal of another's evaluation is no goal of one's own",
    { state: 'SelfAssessment' },
  ),
  probe(
    'POST /api/evaluations/acknowledge',
    'body.id',
    'outsider',
    'evaluationId',
    (id) => ({
      url: '/api/evaluations/acknowledge',
      payload: { id, remark: '' },
    }),
    NOT_THEIRS,
  ),
  probe(
    'PUT /api/evaluations/feedback/answer',
    'body.id',
    'outsider',
    'feedbackRequestId',
    (id) => ({
      url: '/api/evaluations/feedback/answer',
      payload: { id, comment: 'Solid work', score: 4 },
    }),
    'a feedback request is answered only by the colleague asked',
  ),
  { route: 'DELETE /api/teams', at: 'query.id', open: 'every record', because: CTO_SEES_ALL },
  { route: 'PUT /api/teams', at: 'body.id', open: 'every record', because: CTO_SEES_ALL },
  {
    route: 'POST /api/teams',
    at: 'body.members[].userId',
    open: 'every record',
    because: CTO_SEES_ALL,
  },
  {
    route: 'POST /api/teams',
    at: 'body.evaluators[].userId',
    open: 'every record',
    because: CTO_SEES_ALL,
  },
  {
    route: 'PUT /api/teams',
    at: 'body.members[].userId',
    open: 'every record',
    because: CTO_SEES_ALL,
  },
  {
    route: 'PUT /api/teams',
    at: 'body.evaluators[].userId',
    open: 'every record',
    because: CTO_SEES_ALL,
  },
];
