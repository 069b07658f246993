import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  EVALUATION_CALL_MESSAGES,
  type EvaluationDetail,
  evaluationDetailSchema,
  evaluationResultSchema,
  evaluationsMovedSchema,
  myEvaluationsSchema,
} from '@quadro/contract/evaluation-calls';
import { type AuthHeaders, bodyOf, fieldsOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditTrailOf } from '../../platform/audit/audit-trail.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import {
  evaluationFixtures,
  GOALS,
  TEST_NOW,
  TEST_YEAR,
  type TestPerson,
} from './evaluations.fixtures.ts';

describe('/api/evaluations: the whole cycle of one evaluation', () => {
  let t: TestApp;
  const { call, mailsTo } = routeClient(() => t);
  const { freshPerson, createTeam, openYear, evaluationIdOf } = evaluationFixtures(() => t);
  let cto: AuthHeaders;
  let member: TestPerson;
  let second: TestPerson;
  let lead: TestPerson;
  let id: string;
  let secondId: string;

  const detail = async (who: AuthHeaders, evaluationId = id) =>
    evaluationDetailSchema.parse(
      bodyOf(await call('GET', `/api/evaluations/detail?id=${evaluationId}`, who)),
    );
  const move = (action: string, ids: string[], reason = '', who: AuthHeaders = lead.headers) =>
    call('POST', '/api/evaluations/transition', who, { ids, action, reason });
  const scoresOf = (evaluation: EvaluationDetail, scores: number[], comment = 'Why') =>
    evaluation.goals.map((goal, index) => ({
      goalId: goal.id,
      score: scores[index],
      comment,
    }));
  const selfAssess = (body: object) =>
    call('PUT', '/api/evaluations/self-assessment', member.headers, { id, ...body });
  const assess = (body: object, who: AuthHeaders = lead.headers) =>
    call('PUT', '/api/evaluations/assessment', who, { id, ...body });
  const auditActions = async (evaluationId = id) =>
    (await auditTrailOf(t.database.db, 'evaluations', evaluationId)).map((entry) => entry.action);

  before(async () => {
    t = await createTestApp({}, { clock: createTestClock(TEST_NOW) });
    cto = await t.authAs('cto@example.com');
    member = await freshPerson('Ana Costa');
    second = await freshPerson('Bruno Dias');
    lead = await freshPerson('Eva Lima', ['employee', 'evaluator']);
    await createTeam(cto, [member, second], [lead]);
    bodyOf(await openYear(cto));
    id = (await evaluationIdOf(member.id)) ?? '';
    secondId = (await evaluationIdOf(second.id)) ?? '';
    for (const evaluationId of [id, secondId]) {
      bodyOf(
        await call('PUT', '/api/evaluations/goals', lead.headers, {
          id: evaluationId,
          goals: GOALS,
        }),
      );
    }
  });
  after(() => t.close());

  it('starts the self-assessment; the employee saves, then sends it once every goal is scored', async () => {
    const early = await selfAssess({ scores: [] });
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().message, EVALUATION_CALL_MESSAGES.notSelfAssessment);
    const started = evaluationsMovedSchema.parse(bodyOf(await move('startSelfAssessment', [id])));
    assert.deepEqual(
      started.evaluations.map((row) => row.state),
      ['SelfAssessment'],
    );
    assert.equal((await move('publish', [id])).statusCode, 409);

    const own = await detail(member.headers);
    const partial = await selfAssess({ scores: scoresOf(own, [4, 4]).slice(0, 2) });
    assert.equal(
      evaluationResultSchema.parse(bodyOf(partial)).message,
      EVALUATION_CALL_MESSAGES.selfSaved,
    );
    const unknown = await selfAssess({
      scores: [{ goalId: '00000000-0000-4000-8000-000000000003', score: 3, comment: '' }],
    });
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(fieldsOf(unknown), ['scores.0.goalId']);
    const unscored = await selfAssess({ scores: [], submit: true });
    assert.equal(unscored.statusCode, 409);
    assert.equal(unscored.json().message, EVALUATION_CALL_MESSAGES.selfUnscored);
    assert.deepEqual(fieldsOf(unscored), ['scores']);

    const byLead = await detail(lead.headers);
    assert.equal(
      byLead.goals[0]?.selfScore,
      null,
      'not sent yet: the evaluator sees no self score',
    );
    assert.equal(byLead.selfScore, null);
    assert.equal(
      (await call('PUT', '/api/evaluations/self-assessment', lead.headers, { id, scores: [] }))
        .statusCode,
      403,
      'a manager never writes the self-assessment',
    );

    const sent = evaluationResultSchema.parse(
      bodyOf(await selfAssess({ scores: scoresOf(own, [4, 4, 3]).slice(2), submit: true })),
    );
    assert.equal(sent.message, EVALUATION_CALL_MESSAGES.selfSubmitted);
    assert.equal(sent.evaluation.state, 'EvaluatorAssessment');
    assert.equal(sent.evaluation.selfScore, '3.80');
    const afterSending = await detail(lead.headers);
    assert.deepEqual(
      afterSending.goals.map((goal) => goal.selfScore),
      [4, 4, 3],
    );
    assert.equal(afterSending.selfScore, '3.80');
    assert.ok((await auditActions()).includes('evaluation.submitSelfAssessment'));
  });

  it('takes the evaluator’s scores as a draft the employee does not see; publishing needs them all', async () => {
    const evaluation = await detail(lead.headers);
    const noComment = await assess({
      scores: [{ goalId: evaluation.goals[0]?.id, score: 5, comment: '' }],
      overallComment: '',
    });
    assert.equal(noComment.statusCode, 400);
    assert.deepEqual(fieldsOf(noComment), ['scores.0.comment']);
    assert.match(noComment.body, /A score of 5 \(Outstanding\) needs a comment/);

    const draft = await assess({
      scores: scoresOf(evaluation, [4, 3]).slice(0, 2),
      overallComment: 'Solid year',
    });
    assert.equal(evaluationResultSchema.parse(bodyOf(draft)).evaluation.finalScore, null);
    const unscored = await move('publish', [id]);
    assert.equal(unscored.statusCode, 409);
    assert.equal(unscored.json().message, EVALUATION_CALL_MESSAGES.unscoredGoals('Write docs'));
    assert.deepEqual(fieldsOf(unscored), ['ids.0']);

    bodyOf(await assess({ scores: scoresOf(evaluation, [4, 3, 2]), overallComment: 'Solid year' }));
    const own = await detail(member.headers);
    assert.deepEqual(
      own.goals.map((goal) => [goal.evaluatorScore, goal.evaluatorComment]),
      [
        [null, null],
        [null, null],
        [null, null],
      ],
    );
    assert.equal(own.finalScore, null);
    assert.equal(own.overallComment, null);
    assert.equal(own.feedback, null);
    assert.equal((await detail(lead.headers)).finalScore, '3.30');
  });

  it('publishes: the employee reads the final score, is mailed, and acknowledges once', async () => {
    const published = evaluationsMovedSchema.parse(bodyOf(await move('publish', [id])));
    assert.equal(published.evaluations[0]?.state, 'Published');
    assert.equal(published.evaluations[0]?.finalScore, '3.30');
    const [mail] = await mailsTo(member.email, 'was published');
    assert.ok(mail?.text.includes('/app/evaluations'), mail?.text);

    const own = await detail(member.headers);
    assert.equal(own.finalScore, '3.30');
    assert.equal(own.selfScore, '3.80');
    assert.equal(own.overallComment, 'Solid year');
    assert.deepEqual(
      own.goals.map((goal) => goal.evaluatorScore),
      [4, 3, 2],
    );
    const mine = myEvaluationsSchema.parse(
      bodyOf(await call('GET', '/api/evaluations/mine', member.headers)),
    );
    assert.equal(mine.current?.id, id);
    assert.deepEqual(
      mine.published.map((summary) => [summary.year, summary.finalScore, summary.acknowledged]),
      [[TEST_YEAR, '3.30', false]],
    );
    assert.equal(
      (await call('GET', `/api/evaluations/member?memberId=${member.id}`, member.headers))
        .statusCode,
      200,
    );

    const acknowledge = (who: AuthHeaders) =>
      call('POST', '/api/evaluations/acknowledge', who, { id, remark: 'Fair' });
    assert.equal((await acknowledge(lead.headers)).statusCode, 403);
    const acknowledged = evaluationResultSchema.parse(bodyOf(await acknowledge(member.headers)));
    assert.equal(acknowledged.evaluation.remark, 'Fair');
    assert.ok(acknowledged.evaluation.acknowledgedAt);
    const twice = await acknowledge(member.headers);
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().message, EVALUATION_CALL_MESSAGES.alreadyAcknowledged);
  });

  it('unpublishes with a reason: the employee no longer sees it and is told why', async () => {
    const noReason = await move('unpublish', [id]);
    assert.equal(noReason.statusCode, 400);
    assert.deepEqual(fieldsOf(noReason), ['reason']);
    const moved = evaluationsMovedSchema.parse(
      bodyOf(await move('unpublish', [id], 'A goal was scored on the wrong project')),
    );
    assert.equal(moved.evaluations[0]?.state, 'EvaluatorAssessment');
    assert.equal(moved.evaluations[0]?.acknowledged, false);
    const [mail] = await mailsTo(member.email, 'was unpublished');
    assert.ok(mail?.text.includes('A goal was scored on the wrong project'), mail?.text);

    const own = await detail(member.headers);
    assert.equal(own.finalScore, null);
    assert.equal(own.publishedAt, null);
    assert.equal(own.reason, null);
    assert.equal((await detail(lead.headers)).reason, 'A goal was scored on the wrong project');
    const history = await call(
      'GET',
      `/api/evaluations/member?memberId=${member.id}`,
      member.headers,
    );
    assert.equal(history.statusCode, 404);
    const mine = myEvaluationsSchema.parse(
      bodyOf(await call('GET', '/api/evaluations/mine', member.headers)),
    );
    assert.deepEqual(mine.published, []);
  });

  it('suspends with a reason, hidden from the employee, and resumes where it was', async () => {
    const suspended = evaluationsMovedSchema.parse(
      bodyOf(await move('suspend', [id], 'Long leave')),
    );
    assert.deepEqual(
      suspended.evaluations.map((row) => [row.state, row.suspendedFrom]),
      [['Suspended', 'EvaluatorAssessment']],
    );
    const hidden = await call('GET', `/api/evaluations/detail?id=${id}`, member.headers);
    assert.equal(hidden.statusCode, 404);
    const mine = myEvaluationsSchema.parse(
      bodyOf(await call('GET', '/api/evaluations/mine', member.headers)),
    );
    assert.equal(mine.current, null);
    assert.equal((await move('publish', [id])).statusCode, 409);

    const resumed = evaluationsMovedSchema.parse(bodyOf(await move('resume', [id])));
    assert.deepEqual(
      resumed.evaluations.map((row) => [row.state, row.suspendedFrom]),
      [['EvaluatorAssessment', null]],
    );
    assert.equal((await detail(member.headers)).state, 'EvaluatorAssessment');
  });

  it('moves all or nothing, naming the evaluation that cannot move', async () => {
    const refused = await move('startSelfAssessment', [secondId, id]);
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(fieldsOf(refused), ['ids.1']);
    assert.equal(
      refused.json().message,
      EVALUATION_CALL_MESSAGES.moveNotAllowed(
        'start the self-assessment of',
        'Evaluator Assessment',
      ),
    );
    assert.equal((await detail(lead.headers, secondId)).state, 'GoalSetting');
    const outsider = await freshPerson('Rui Sá', ['employee', 'evaluator']);
    assert.equal((await move('suspend', [id], 'Why', outsider.headers)).statusCode, 404);
    assert.equal(
      (await move('suspend', [id], 'Why', await t.authAs('hr@example.com'))).statusCode,
      403,
    );
  });

  it('publishes once when two publish at once: one audit record, one mail', async () => {
    const before = (await auditActions()).filter((action) => action === 'evaluation.publish');
    const answers = await Promise.all([move('publish', [id]), move('publish', [id], '', cto)]);
    for (const answer of answers) {
      assert.equal(evaluationsMovedSchema.parse(bodyOf(answer)).evaluations[0]?.state, 'Published');
    }
    const publishes = (await auditActions()).filter((action) => action === 'evaluation.publish');
    assert.equal(publishes.length, before.length + 1);
    assert.equal(
      (await mailsTo(member.email, 'was published')).length,
      2,
      'this one and the first',
    );
  });

  it('refuses the overall comment missing when publishing', async () => {
    bodyOf(await move('startSelfAssessment', [secondId]));
    const own = await detail(second.headers, secondId);
    bodyOf(
      await call('PUT', '/api/evaluations/self-assessment', second.headers, {
        id: secondId,
        scores: scoresOf(own, [3, 3, 3]),
        submit: true,
      }),
    );
    bodyOf(await assess({ id: secondId, scores: scoresOf(own, [3, 3, 3]), overallComment: '' }));
    const refused = await move('publish', [secondId]);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, EVALUATION_CALL_MESSAGES.overallCommentNeeded);
    assert.equal(
      (await assess({ id: secondId, scores: [], overallComment: 'x' }, second.headers)).statusCode,
      403,
      'an employee passes no manager route',
    );
  });
});
