import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  EVALUATION_CALL_MESSAGES,
  evaluationCycleResultSchema,
  evaluationCycleSchema,
  evaluationDetailSchema,
  evaluationResultSchema,
  goalsCopiedSchema,
  memberEvaluationsSchema,
} from '@quadro/contract/evaluation-calls';
import { EVALUATION_MESSAGES } from '@quadro/contract/evaluations';
import { type AuthHeaders, bodyOf, fieldsOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditTrailOf } from '../../platform/audit/audit-trail.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import { insertTestTeamMember } from './evaluation-test-rows.ts';
import {
  evaluationFixtures,
  GOALS,
  TEST_NOW,
  TEST_YEAR,
  type TestPerson,
} from './evaluations.fixtures.ts';

describe('/api/evaluations: the cycle, reading and goals', () => {
  let t: TestApp;
  const { call } = routeClient(() => t);
  const { freshPerson, createTeam, openYear, evaluationIdOf } = evaluationFixtures(() => t);
  let cto: AuthHeaders;
  let member: TestPerson;
  let colleague: TestPerson;
  let lead: TestPerson;
  let teamId: string;

  const detail = (id: string, who: AuthHeaders) =>
    call('GET', `/api/evaluations/detail?id=${id}`, who);
  const saveGoals = (id: string, who: AuthHeaders, goals: object[] = GOALS) =>
    call('PUT', '/api/evaluations/goals', who, { id, goals });
  const evaluationOf = async (person: TestPerson) => {
    const id = await evaluationIdOf(person.id);
    assert.ok(id, `${person.name} has an evaluation of ${TEST_YEAR}`);
    return id;
  };

  before(async () => {
    t = await createTestApp({}, { clock: createTestClock(TEST_NOW) });
    cto = await t.authAs('cto@example.com');
    member = await freshPerson('Ana Costa');
    colleague = await freshPerson('Bruno Dias');
    lead = await freshPerson('Eva Lima', ['employee', 'evaluator']);
    teamId = await createTeam(cto, [member, colleague], [lead]);
    // The lead is a member too, as a team saved before the editor refused it may hold: their own
    // evaluation is still not theirs to manage.
    await insertTestTeamMember(t.database.db, teamId, lead.id, `${TEST_YEAR}-01-01`);
  });
  after(() => t.close());

  it('answers a year not opened with its default dates, and the stage of today', async () => {
    const unopened = evaluationCycleSchema.parse(
      bodyOf(await call('GET', `/api/evaluations/cycle?year=${TEST_YEAR + 5}`, member.headers)),
    );
    assert.equal(unopened.opened, false);
    assert.equal(unopened.dates.goalsBy, `${TEST_YEAR + 5}-03-31`);
    assert.equal(unopened.stage, 'goals');
    const thisYear = evaluationCycleSchema.parse(
      bodyOf(await call('GET', '/api/evaluations/cycle', member.headers)),
    );
    assert.equal(thisYear.year, TEST_YEAR);
    assert.equal(thisYear.stage, 'self', 'after 31 March, before 31 December');
    const past = evaluationCycleSchema.parse(
      bodyOf(await call('GET', `/api/evaluations/cycle?year=${TEST_YEAR - 2}`, member.headers)),
    );
    assert.equal(past.stage, 'closed');
    const lastYear = await call('GET', '/api/evaluations/cycle?year=2100', member.headers);
    assert.equal(lastYear.statusCode, 404, 'its default dates run past the last year a date has');
    assert.equal(lastYear.json().message, EVALUATION_CALL_MESSAGES.noCycle(2100));
  });

  it('lets the CTO alone open a year: every member of its teams gets an evaluation, audited', async () => {
    assert.equal(await evaluationIdOf(member.id), undefined);
    assert.equal((await openYear(lead.headers)).statusCode, 403);
    assert.equal((await openYear(member.headers)).statusCode, 403);
    const refused = await call('PUT', '/api/evaluations/cycle', cto, {
      year: TEST_YEAR,
      dates: {
        goalsBy: `${TEST_YEAR}-12-31`,
        selfAssessmentFrom: `${TEST_YEAR}-12-01`,
        selfAssessmentBy: `${TEST_YEAR}-12-31`,
        evaluatorAssessmentBy: `${TEST_YEAR + 1}-01-31`,
      },
    });
    assert.equal(refused.statusCode, 400);
    assert.ok(fieldsOf(refused)?.includes('dates.goalsBy'), refused.body);

    const opened = evaluationCycleResultSchema.parse(bodyOf(await openYear(cto)));
    assert.equal(opened.message, EVALUATION_CALL_MESSAGES.cycleSaved(TEST_YEAR));
    assert.equal(opened.cycle.opened, true);
    for (const person of [member, colleague, lead]) await evaluationOf(person);
    const trail = await auditTrailOf(t.database.db, 'evaluation_cycles', String(TEST_YEAR));
    assert.deepEqual(
      trail.map((entry) => entry.action),
      ['evaluation-cycle.open'],
    );

    const again = evaluationCycleResultSchema.parse(bodyOf(await openYear(cto)));
    assert.equal(again.cycle.opened, true);
    const evaluation = evaluationDetailSchema.parse(
      bodyOf(await detail(await evaluationOf(member), cto)),
    );
    assert.equal(evaluation.state, 'GoalSetting');
    assert.equal(evaluation.team?.id, teamId);
    assert.deepEqual(
      evaluation.evaluators.map((person) => person.id),
      [lead.id],
    );
  });

  it('gives a member who joins a team of an open year their evaluation', async () => {
    const newcomer = await freshPerson('Nuno Reis');
    await createTeam(cto, [newcomer], [lead]);
    await evaluationOf(newcomer);
  });

  it('lets the member, the CTO and the team’s evaluators read it; nobody else learns it exists', async () => {
    const id = await evaluationOf(member);
    const own = evaluationDetailSchema.parse(bodyOf(await detail(id, member.headers)));
    assert.equal(own.hasPermissionToManageMember, false);
    assert.equal(own.feedback, null);
    const byLead = evaluationDetailSchema.parse(bodyOf(await detail(id, lead.headers)));
    assert.equal(byLead.hasPermissionToManageMember, true);
    assert.ok(byLead.feedback);
    assert.equal(
      evaluationDetailSchema.parse(bodyOf(await detail(id, cto))).hasPermissionToManageMember,
      true,
    );

    const otherLead = await freshPerson('Rui Sá', ['employee', 'evaluator']);
    await createTeam(cto, [await freshPerson('Ines Paz')], [otherLead]);
    const missing = await detail('00000000-0000-4000-8000-000000000001', colleague.headers);
    for (const who of [
      colleague.headers,
      otherLead.headers,
      await t.authAs('hr@example.com'),
      await t.authAs('financial@example.com'),
      await t.authAs('admin@example.com'),
    ]) {
      const answer = await detail(id, who);
      assert.equal(answer.statusCode, 404, answer.body);
      assert.deepEqual(answer.json(), missing.json());
    }
    assert.equal(missing.json().message, EVALUATION_CALL_MESSAGES.notFound);
    assert.equal((await saveGoals(id, otherLead.headers)).statusCode, 404);
    for (const email of ['hr@example.com', 'financial@example.com']) {
      assert.equal((await saveGoals(id, await t.authAs(email))).statusCode, 403, email);
    }
  });

  it('refuses a manager’s action on their own evaluation', async () => {
    const answer = await saveGoals(await evaluationOf(lead), lead.headers);
    assert.equal(answer.statusCode, 403, answer.body);
    assert.equal(answer.json().message, EVALUATION_MESSAGES.ownEvaluation);
  });

  it('answers a member’s evaluations by team and year; their own only once published', async () => {
    const url = (query: string) => `/api/evaluations/member?memberId=${member.id}${query}`;
    const all = memberEvaluationsSchema.parse(bodyOf(await call('GET', url(''), lead.headers)));
    assert.equal(all.member.name, 'Ana Costa');
    assert.deepEqual(
      all.evaluations.map((evaluation) => evaluation.year),
      [TEST_YEAR],
    );
    const ofTeam = memberEvaluationsSchema.parse(
      bodyOf(await call('GET', url(`&teamId=${teamId}&year=${TEST_YEAR}`), cto)),
    );
    assert.equal(ofTeam.evaluations.length, 1);
    const otherTeam = '00000000-0000-4000-8000-000000000002';
    assert.equal((await call('GET', url(`&teamId=${otherTeam}`), cto)).statusCode, 404);
    assert.equal((await call('GET', url(`&year=${TEST_YEAR - 1}`), cto)).statusCode, 404);
    assert.equal((await call('GET', url(''), member.headers)).statusCode, 404, 'not published');
    assert.equal((await call('GET', url(''), colleague.headers)).statusCode, 404);
  });

  it('sets goals during goal setting only, weights adding up to 100, audited', async () => {
    const id = await evaluationOf(member);
    const wrongWeights = await saveGoals(id, lead.headers, [
      { ...GOALS[0], weight: 60 },
      { ...GOALS[1], weight: 30 },
    ]);
    assert.equal(wrongWeights.statusCode, 400);
    assert.ok(fieldsOf(wrongWeights)?.includes('goals'), wrongWeights.body);
    assert.match(wrongWeights.body, new RegExp(EVALUATION_MESSAGES.weights));

    const saved = evaluationResultSchema.parse(bodyOf(await saveGoals(id, lead.headers)));
    assert.deepEqual(
      saved.evaluation.goals.map((goal) => [goal.position, goal.title, goal.weight]),
      GOALS.map((goal, position) => [position, goal.title, goal.weight]),
    );
    const fewer = evaluationResultSchema.parse(
      bodyOf(await saveGoals(id, lead.headers, [{ ...GOALS[0], weight: 100 }])),
    );
    assert.deepEqual(
      fewer.evaluation.goals.map((goal) => goal.title),
      ['Ship the API'],
    );
    const trail = await auditTrailOf(t.database.db, 'evaluations', id);
    assert.deepEqual(
      trail.map((entry) => entry.action),
      ['evaluation.goals', 'evaluation.goals'],
    );

    const started = await call('POST', '/api/evaluations/transition', lead.headers, {
      ids: [id],
      action: 'startSelfAssessment',
    });
    bodyOf(started);
    const fixed = await saveGoals(id, lead.headers);
    assert.equal(fixed.statusCode, 409);
    assert.equal(fixed.json().message, EVALUATION_CALL_MESSAGES.goalsFixed);
  });

  it('copies goals to the team’s members still in goal setting, not to the evaluator', async () => {
    const copy = (who: AuthHeaders, team = teamId) =>
      call('POST', '/api/evaluations/goals/copy', who, {
        teamId: team,
        year: TEST_YEAR,
        goals: GOALS,
      });
    const outsider = await freshPerson('Rita Luz', ['employee', 'evaluator']);
    assert.equal((await copy(outsider.headers)).statusCode, 404);
    assert.equal((await copy(member.headers)).statusCode, 403);

    const copied = goalsCopiedSchema.parse(bodyOf(await copy(lead.headers)));
    assert.equal(copied.count, 1, 'the colleague only: the member is in self-assessment');
    assert.equal(copied.message, EVALUATION_CALL_MESSAGES.goalsCopied(1));
    const ofColleague = evaluationDetailSchema.parse(
      bodyOf(await detail(await evaluationOf(colleague), lead.headers)),
    );
    assert.equal(ofColleague.goals.length, GOALS.length);
    const ofLead = evaluationDetailSchema.parse(
      bodyOf(await detail(await evaluationOf(lead), cto)),
    );
    assert.equal(ofLead.goals.length, 0);
    assert.equal(
      goalsCopiedSchema.parse(bodyOf(await copy(cto))).count,
      2,
      'the CTO: the lead too',
    );
  });
});
