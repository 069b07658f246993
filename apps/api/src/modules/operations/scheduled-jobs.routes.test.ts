import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { scheduledJobListSchema } from '@quadro/contract/operations';
import { type AuthHeaders, bodyOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import { jobRuns } from '../../platform/jobs/job-runs.schema.ts';

const JOBS = '/api/operations/jobs';

describe('/api/operations/jobs', () => {
  let t: TestApp;
  let admin: AuthHeaders;
  const { call } = routeClient(() => t);
  const jobs = async () => scheduledJobListSchema.parse(bodyOf(await call('GET', JOBS, admin)));

  before(async () => {
    t = await createTestApp({}, { clock: createTestClock('2026-11-22T10:15:30Z') });
    admin = await t.authAs('admin@example.com');
  });
  after(() => t.close());

  it('refuses everybody but the administrator', async () => {
    for (const email of ['hr@example.com', 'employee@example.com', 'cto@example.com']) {
      assert.equal((await call('GET', JOBS, await t.authAs(email))).statusCode, 403, email);
    }
  });

  it('lists every registered job, the ones that never ran too', async () => {
    const names = (await jobs()).map((job) => [job.name, job.period, job.lastRun]);
    for (const name of ['work-map-reminders', 'evaluation-reminders', 'rate-limit-hits-cleanup']) {
      assert.ok(
        names.some(([jobName, , lastRun]) => jobName === name && lastRun === null),
        name,
      );
    }
  });

  it("shows each job's latest run: failed with its error, running, or done, and when it runs next", async () => {
    await t.database.db.insert(jobRuns).values([
      {
        jobName: 'work-map-reminders',
        periodKey: '2026-10',
        startedAt: new Date('2026-10-20T08:00:00Z'),
        finishedAt: new Date('2026-10-20T08:00:01Z'),
      },
      {
        jobName: 'work-map-reminders',
        periodKey: '2026-11',
        attempts: 3,
        startedAt: new Date('2026-11-22T08:00:00Z'),
        finishedAt: new Date('2026-11-22T08:00:02Z'),
        error: 'SMTP relay refused',
      },
      {
        jobName: 'rate-limit-hits-cleanup',
        periodKey: '2026-11-22T10',
        startedAt: new Date('2026-11-22T10:00:05Z'),
      },
    ]);
    const byName = new Map((await jobs()).map((job) => [job.name, job]));

    assert.deepEqual(byName.get('work-map-reminders'), {
      name: 'work-map-reminders',
      period: 'month',
      lastRun: {
        periodKey: '2026-11',
        startedAt: '2026-11-22T08:00:00.000Z',
        finishedAt: '2026-11-22T08:00:02.000Z',
        status: 'failed',
        attempts: 3,
        error: 'SMTP relay refused',
      },
      nextRunFrom: '2026-12-01T00:00:00.000Z',
    });
    const cleanup = byName.get('rate-limit-hits-cleanup');
    assert.equal(cleanup?.lastRun?.status, 'running');
    assert.equal(cleanup?.nextRunFrom, '2026-11-22T11:00:00.000Z');
    assert.equal(byName.get('evaluation-reminders')?.nextRunFrom, null);
  });
});
