import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  EVALUATION_CALL_MESSAGES,
  evaluationDetailSchema,
  evaluationMessageSchema,
  myEvaluationsSchema,
} from '@quadro/contract/evaluation-calls';
import { MAX_FEEDBACK_REQUESTS } from '@quadro/contract/evaluation-rules';
import { eq } from 'drizzle-orm';
import { type AuthHeaders, bodyOf, fieldsOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditTrailOf } from '../../platform/audit/audit-trail.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import { evaluationFixtures, GOALS, TEST_NOW, type TestPerson } from './evaluations.fixtures.ts';
import { evaluationAnonymousAnswers } from './evaluations.schema.ts';

describe('/api/evaluations/feedback: colleagues asked about a member', () => {
  let t: TestApp;
  const { call, mailsTo } = routeClient(() => t);
  const { freshPerson, createTeam, openYear, evaluationIdOf } = evaluationFixtures(() => t);
  let cto: AuthHeaders;
  let member: TestPerson;
  let lead: TestPerson;
  let colleagues: TestPerson[];
  let id: string;

  const ask = (colleagueId: string, anonymous: boolean, who: AuthHeaders = lead.headers) =>
    call('POST', '/api/evaluations/feedback', who, { evaluationId: id, colleagueId, anonymous });
  const feedbackSeenBy = async (who: AuthHeaders) =>
    evaluationDetailSchema.parse(bodyOf(await call('GET', `/api/evaluations/detail?id=${id}`, who)))
      .feedback;
  const requestIdFor = async (colleague: TestPerson) => {
    const mine = myEvaluationsSchema.parse(
      bodyOf(await call('GET', '/api/evaluations/mine', colleague.headers)),
    );
    const request = mine.feedbackRequests.find((asked) => asked.member.id === member.id);
    assert.ok(request, `${colleague.name} was asked about ${member.name}`);
    return request.id;
  };
  const answer = (colleague: TestPerson, requestId: string, comment: string, score = 4) =>
    call('PUT', '/api/evaluations/feedback/answer', colleague.headers, {
      id: requestId,
      comment,
      score,
    });

  before(async () => {
    t = await createTestApp({}, { clock: createTestClock(TEST_NOW) });
    cto = await t.authAs('cto@example.com');
    member = await freshPerson('Ana Costa');
    lead = await freshPerson('Eva Lima', ['employee', 'evaluator']);
    colleagues = [];
    for (const name of [
      'Bruno Dias',
      'Carla Melo',
      'Duarte Faria',
      'Elsa Brito',
      'Filipe Gil',
      'Gil Sousa',
    ]) {
      colleagues.push(await freshPerson(name));
    }
    await createTeam(cto, [member], [lead]);
    bodyOf(await openYear(cto));
    id = (await evaluationIdOf(member.id)) ?? '';
    bodyOf(await call('PUT', '/api/evaluations/goals', lead.headers, { id, goals: GOALS }));
  });
  after(() => t.close());

  it('is asked during the evaluator assessment only', async () => {
    const early = await ask(colleagues[0]?.id ?? '', false);
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().message, EVALUATION_CALL_MESSAGES.notEvaluatorAssessment);
    bodyOf(
      await call('POST', '/api/evaluations/transition', lead.headers, {
        ids: [id],
        action: 'startSelfAssessment',
      }),
    );
    const own = evaluationDetailSchema.parse(
      bodyOf(await call('GET', `/api/evaluations/detail?id=${id}`, member.headers)),
    );
    bodyOf(
      await call('PUT', '/api/evaluations/self-assessment', member.headers, {
        id,
        scores: own.goals.map((goal) => ({ goalId: goal.id, score: 3, comment: '' })),
        submit: true,
      }),
    );
  });

  it('asks up to five colleagues, each once, never the member or a disabled person, mailing each', async () => {
    const [first, second, third, fourth, fifth, sixth] = colleagues as [
      TestPerson,
      TestPerson,
      TestPerson,
      TestPerson,
      TestPerson,
      TestPerson,
    ];
    const asked = evaluationMessageSchema.parse(bodyOf(await ask(first.id, false), 201));
    assert.equal(asked.message, EVALUATION_CALL_MESSAGES.feedbackAsked);
    const [mail] = await mailsTo(first.email, 'feedback on Ana Costa');
    assert.ok(mail?.text.includes('Eva Lima asks for your feedback on Ana Costa'), mail?.text);
    assert.ok(mail?.text.includes('/app/evaluations'));

    const twice = await ask(first.id, true);
    assert.equal(twice.statusCode, 409);
    assert.deepEqual(fieldsOf(twice), ['colleagueId']);
    const ofMember = await ask(member.id, false);
    assert.equal(ofMember.statusCode, 400);
    assert.equal(ofMember.json().message, EVALUATION_CALL_MESSAGES.feedbackOfMember);
    const disabled = await ask(await t.personId('raquel.duarte@example.com'), false);
    assert.equal(disabled.statusCode, 400);
    assert.deepEqual(fieldsOf(disabled), ['colleagueId']);
    const outsider = await freshPerson('Rui Sá', ['employee', 'evaluator']);
    assert.equal((await ask(second.id, false, outsider.headers)).statusCode, 404);
    assert.equal((await ask(second.id, false, member.headers)).statusCode, 403);

    for (const colleague of [second, third, fourth, fifth]) {
      bodyOf(await ask(colleague.id, colleague !== second), 201);
    }
    const sixthAsked = await ask(sixth.id, true);
    assert.equal(sixthAsked.statusCode, 409);
    assert.equal(sixthAsked.json().message, EVALUATION_CALL_MESSAGES.tooManyFeedbackRequests);
    assert.deepEqual(fieldsOf(sixthAsked), ['colleagueId']);
    const feedback = await feedbackSeenBy(lead.headers);
    assert.equal(feedback?.requests.length, MAX_FEEDBACK_REQUESTS);
    assert.deepEqual(
      feedback?.requests.map((request) => request.id),
      feedback?.requests.map((request) => request.id).sort(),
      'in a fixed order by id',
    );
  });

  it('keeps a named answer on its request, once; only the asked colleague answers', async () => {
    const [first, second] = colleagues as [TestPerson, TestPerson];
    const requestId = await requestIdFor(first);
    assert.equal((await answer(second, requestId, 'Not mine')).statusCode, 404);
    const answered = evaluationMessageSchema.parse(
      bodyOf(await answer(first, requestId, 'Helps everyone')),
    );
    assert.equal(answered.message, EVALUATION_CALL_MESSAGES.feedbackAnswered);
    const again = await answer(first, requestId, 'Again');
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, EVALUATION_CALL_MESSAGES.feedbackAnswered409);

    const feedback = await feedbackSeenBy(lead.headers);
    assert.deepEqual(
      feedback?.namedAnswers.map((named) => [named.colleague.name, named.comment, named.score]),
      [['Bruno Dias', 'Helps everyone', 4]],
    );
    assert.equal(feedback?.requests.find((request) => request.id === requestId)?.answered, true);
    assert.equal(await feedbackSeenBy(member.headers), null, 'the member reads no feedback');
  });

  it('shows anonymous answers only once two arrived, and names their authors nowhere', async () => {
    const [, , third, fourth] = colleagues as [TestPerson, TestPerson, TestPerson, TestPerson];
    bodyOf(await answer(third, await requestIdFor(third), 'Quiet but sharp', 3));
    const afterOne = await feedbackSeenBy(lead.headers);
    assert.equal(afterOne?.anonymousAnswered, 1);
    assert.deepEqual(afterOne?.anonymousAnswers, []);
    assert.ok(
      afterOne?.requests
        .filter((request) => request.anonymous)
        .every((request) => request.answered === null),
    );

    bodyOf(await answer(fourth, await requestIdFor(fourth), 'Always on time', 5));
    const response = await call('GET', `/api/evaluations/detail?id=${id}`, cto);
    const afterTwo = evaluationDetailSchema.parse(bodyOf(response)).feedback;
    assert.equal(afterTwo?.anonymousAnswered, 2);
    assert.deepEqual(afterTwo?.anonymousAnswers.map((anonymous) => anonymous.comment).sort(), [
      'Always on time',
      'Quiet but sharp',
    ]);
    for (const anonymous of afterTwo?.anonymousAnswers ?? []) {
      assert.deepEqual(Object.keys(anonymous).sort(), ['comment', 'score']);
    }
    for (const author of [third, fourth]) {
      const answers = JSON.stringify(afterTwo?.anonymousAnswers);
      assert.ok(!answers.includes(author.id) && !answers.includes(author.name));
    }

    const trail = await auditTrailOf(t.database.db, 'evaluations', id);
    const anonymousEntries = trail.filter(
      (entry) => entry.action === 'evaluation.anonymousFeedback',
    );
    assert.equal(anonymousEntries.length, 2);
    for (const entry of anonymousEntries) {
      assert.equal(entry.actorId, null);
      assert.equal(entry.requestId, null);
      for (const author of [third, fourth]) {
        assert.ok(!JSON.stringify(entry).includes(author.id), 'the audit names no author');
      }
    }
    const rows = await t.database.db
      .select()
      .from(evaluationAnonymousAnswers)
      .where(eq(evaluationAnonymousAnswers.evaluationId, id));
    assert.equal(rows.length, 2);
    for (const author of [third, fourth]) {
      assert.ok(!JSON.stringify(rows).includes(author.id), 'the answers keep no author');
    }
    assert.equal(await feedbackSeenBy(member.headers), null);
  });

  it('takes no answer once the evaluation is published', async () => {
    const [, second] = colleagues as [TestPerson, TestPerson];
    const requestId = await requestIdFor(second);
    const detail = evaluationDetailSchema.parse(
      bodyOf(await call('GET', `/api/evaluations/detail?id=${id}`, lead.headers)),
    );
    bodyOf(
      await call('PUT', '/api/evaluations/assessment', lead.headers, {
        id,
        scores: detail.goals.map((goal) => ({ goalId: goal.id, score: 3, comment: '' })),
        overallComment: 'Good year',
      }),
    );
    bodyOf(
      await call('POST', '/api/evaluations/transition', lead.headers, {
        ids: [id],
        action: 'publish',
      }),
    );
    const late = await answer(second, requestId, 'Too late');
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().message, EVALUATION_CALL_MESSAGES.notEvaluatorAssessment);
  });
});
