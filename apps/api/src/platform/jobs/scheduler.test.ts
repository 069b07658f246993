import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { openTestDatabase } from '../../../test/test-database.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { MAX_ATTEMPTS } from './job-runs.repository.ts';
import { jobRuns } from './job-runs.schema.ts';
import { periodKey } from './period-key.ts';
import { createScheduler, type JobContext } from './scheduler.ts';

const silent = pino({ level: 'silent' });
const at = new Date('2026-11-22T10:15:42.123Z');

describe('periodKey', () => {
  it('names the UTC month, day, hour or minute', () => {
    assert.equal(periodKey('month', at), '2026-11');
    assert.equal(periodKey('day', at), '2026-11-22');
    assert.equal(periodKey('hour', at), '2026-11-22T10');
    assert.equal(periodKey('minute', at), '2026-11-22T10:15');
  });
});

describe('job scheduler', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());
  beforeEach(() => database.db.delete(jobRuns));

  const runOf = async (jobName: string, key: string) => {
    const [row] = await database.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.jobName, jobName), eq(jobRuns.periodKey, key)));
    return row;
  };

  it('runs a job once per period when two instances tick at the same time', async () => {
    // On PostgreSQL the second instance has its own pool, as a second server would.
    const other: DatabaseHandle = database.url
      ? await openDatabase({ url: database.url, poolSize: 2 })
      : database;
    try {
      const periods: string[] = [];
      const job = {
        name: 'close-month',
        period: 'month' as const,
        async run({ periodKey }: JobContext) {
          periods.push(periodKey);
        },
      };
      const a = createScheduler(database.db, silent);
      const b = createScheduler(other.db, silent);
      a.register(job);
      b.register(job);

      await Promise.all([a.runDue(at), b.runDue(at), a.runDue(at), b.runDue(at)]);
      assert.deepEqual(periods, ['2026-11']);
      await b.runDue(new Date('2026-11-30T23:59:59Z'));
      assert.deepEqual(periods, ['2026-11'], 'same month, no second run');
      await Promise.all([
        a.runDue(new Date('2026-12-01T00:00:05Z')),
        b.runDue(new Date('2026-12-01T00:00:06Z')),
      ]);
      assert.deepEqual(periods, ['2026-11', '2026-12']);
      const run = await runOf('close-month', '2026-11');
      assert.ok(run?.finishedAt);
      assert.equal(run?.error, null);
    } finally {
      if (other !== database) await other.close();
    }
  });

  it('records a failing job and goes on with the others', async () => {
    const ran: string[] = [];
    const scheduler = createScheduler(database.db, silent);
    scheduler.register({
      name: 'broken',
      period: 'day',
      run: () => Promise.reject(new Error('payroll service unreachable')),
    });
    scheduler.register({
      name: 'healthy',
      period: 'day',
      run: async () => {
        ran.push('healthy');
      },
    });

    await scheduler.runDue(at);

    const failed = await runOf('broken', '2026-11-22');
    assert.equal(failed?.error, 'payroll service unreachable');
    assert.ok(failed?.finishedAt);
    assert.deepEqual(ran, ['healthy']);
  });

  it('tries a failed run again after a pause, up to the attempt limit', async () => {
    let calls = 0;
    const scheduler = createScheduler(database.db, silent);
    scheduler.register({
      name: 'flaky',
      period: 'hour',
      run: async () => {
        calls++;
        throw new Error(`failure ${calls}`);
      },
    });
    const pauseOver = () =>
      database.db.update(jobRuns).set({ finishedAt: sql`now() - interval '6 minutes'` });

    await scheduler.runDue(at);
    await scheduler.runDue(at);
    assert.equal(calls, 1, 'no retry before the pause');
    for (let attempt = 2; attempt <= MAX_ATTEMPTS + 1; attempt++) {
      await pauseOver();
      await scheduler.runDue(at);
    }
    assert.equal(calls, MAX_ATTEMPTS);
    const run = await runOf('flaky', '2026-11-22T10');
    assert.equal(run?.attempts, MAX_ATTEMPTS);
    assert.equal(run?.error, `failure ${MAX_ATTEMPTS}`);
  });

  it('clears the error when a retry succeeds', async () => {
    let calls = 0;
    const scheduler = createScheduler(database.db, silent);
    scheduler.register({
      name: 'recovers',
      period: 'minute',
      run: async () => {
        calls++;
        if (calls === 1) throw new Error('timeout');
      },
    });
    await scheduler.runDue(at);
    await database.db.update(jobRuns).set({ finishedAt: sql`now() - interval '6 minutes'` });
    await scheduler.runDue(at);
    const run = await runOf('recovers', '2026-11-22T10:15');
    assert.equal(run?.error, null);
    assert.equal(run?.attempts, 2);
  });

  it('claims nothing before a job is due, then runs it once in its period', async () => {
    const runs: string[] = [];
    const scheduler = createScheduler(database.db, silent);
    scheduler.register({
      name: 'from-the-25th',
      period: 'month',
      isDue: (now) => now.getUTCDate() >= 25,
      async run({ periodKey }) {
        runs.push(periodKey);
      },
    });
    await scheduler.runDue(new Date('2026-11-24T12:00:00Z'));
    assert.deepEqual(runs, []);
    assert.equal(await runOf('from-the-25th', '2026-11'), undefined, 'nothing claimed yet');
    await scheduler.runDue(new Date('2026-11-26T08:00:00Z'));
    await scheduler.runDue(new Date('2026-11-27T08:00:00Z'));
    assert.deepEqual(runs, ['2026-11']);
  });

  it('refuses two jobs with one name', () => {
    const scheduler = createScheduler(database.db, silent);
    const job = { name: 'twice', period: 'day' as const, run: async () => {} };
    scheduler.register(job);
    assert.throws(() => scheduler.register(job), /registered twice/);
  });
});
