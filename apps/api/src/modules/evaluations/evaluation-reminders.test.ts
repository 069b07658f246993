import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { like } from 'drizzle-orm';
import pino from 'pino';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import { createScheduler } from '../../platform/jobs/scheduler.ts';
import { mailOutbox } from '../../platform/mail/outbox.schema.ts';
import { evaluationReminderJob, sendEvaluationReminders } from './evaluation-reminders.ts';
import { insertTestCycle, insertTestEvaluation, insertTestTeam } from './evaluation-test-rows.ts';

/** A year of its own, opened with the default dates: goals by 31 March, self by 31 December. */
const YEAR = 2034;

describe('evaluation reminders', () => {
  // 25 March 2034: the goals close in six days.
  const clock = createTestClock(`${YEAR}-03-25T09:00:00Z`);
  let t: TestApp;
  const mailsAbout = async (subject: string) =>
    (
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `%${subject}%`))
    )
      .map((mail) => mail.to)
      .sort();

  before(async () => {
    t = await createTestApp({}, { clock });
    const db = t.database.db;
    const id = (email: string) => t.personId(email);
    await insertTestTeam(db, {
      name: 'Reminded',
      members: [await id('employee@example.com'), await id('trainee@example.com')],
      evaluators: [await id('evaluator@example.com')],
    });
    await insertTestTeam(db, {
      name: 'Done early',
      members: [await id('tomas.barbosa@example.com'), await id('joao.pereira@example.com')],
      evaluators: [await id('cto@example.com')],
    });
    await insertTestCycle(db, YEAR);
    const evaluation = (email: string, state: 'GoalSetting' | 'SelfAssessment' | 'Published') =>
      id(email).then((userId) => insertTestEvaluation(db, { userId, year: YEAR, state }));
    await evaluation('trainee@example.com', 'GoalSetting');
    await evaluation('employee@example.com', 'SelfAssessment');
    await evaluation('tomas.barbosa@example.com', 'SelfAssessment');
    await evaluation('joao.pereira@example.com', 'Published');
  });
  after(() => t.close());

  it('mails the evaluators of teams still setting goals a week before the goals close, once', async () => {
    clock.set(`${YEAR}-03-23T09:00:00Z`);
    assert.equal(await sendEvaluationReminders(t.app.serviceContext), 0, 'eight days before');
    clock.set(`${YEAR}-03-25T09:00:00Z`);
    assert.equal(await sendEvaluationReminders(t.app.serviceContext), 1);
    assert.deepEqual(await mailsAbout(`set the ${YEAR} goals`), ['evaluator@example.com']);
    clock.set(`${YEAR}-03-26T09:00:00Z`);
    assert.equal(await sendEvaluationReminders(t.app.serviceContext), 0);
    assert.deepEqual(await mailsAbout(`set the ${YEAR} goals`), ['evaluator@example.com']);
  });

  it('mails the enabled employees still self-assessing a week before the self-assessment closes', async () => {
    clock.set(`${YEAR}-12-26T09:00:00Z`);
    await sendEvaluationReminders(t.app.serviceContext);
    assert.deepEqual(await mailsAbout(`send your ${YEAR} self-assessment`), [
      'employee@example.com',
    ]);
  });

  it('runs daily on one instance: two instances, two days, the mails go once', async () => {
    const stageMails = () => mailsAbout(`assess your teams' ${YEAR} evaluations`);
    await insertTestEvaluation(t.database.db, {
      userId: await t.personId('raquel.duarte@example.com'),
      year: YEAR,
      state: 'EvaluatorAssessment',
    });
    await insertTestTeam(t.database.db, {
      name: 'Assessed late',
      members: [await t.personId('raquel.duarte@example.com')],
      evaluators: [await t.personId('cto@example.com')],
    });
    clock.set(`${YEAR + 1}-01-25T09:00:00Z`);
    const instances = [1, 2].map(() => {
      const scheduler = createScheduler(t.database.db, pino({ level: 'silent' }));
      scheduler.register(evaluationReminderJob(t.app.serviceContext));
      return scheduler;
    });
    await Promise.all(instances.map((scheduler) => scheduler.runDue(clock.now())));
    assert.deepEqual(await stageMails(), ['cto@example.com']);
    clock.set(`${YEAR + 1}-01-26T09:00:00Z`);
    await Promise.all(instances.map((scheduler) => scheduler.runDue(clock.now())));
    assert.deepEqual(await stageMails(), ['cto@example.com']);
  });
});
