import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { like } from 'drizzle-orm';
import pino from 'pino';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import { createScheduler } from '../../platform/jobs/scheduler.ts';
import { mailOutbox } from '../../platform/mail/outbox.schema.ts';
import { workMapReminderJob } from './work-map-reminders.ts';

describe('work map reminders', () => {
  const clock = createTestClock('2026-11-25T09:00:00Z');
  let t: TestApp;
  const reminders = () =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, '%work maps need attention%'));

  before(async () => {
    t = await createTestApp({}, { clock });
    const ana = await t.authAs('employee@example.com');
    for (const month of ['2026-10', '2026-11']) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/work-maps',
        headers: ana,
        payload: { month },
      });
      assert.equal(created.statusCode, 201, created.body);
    }
  });
  after(() => t.close());

  it('is due from the reminder day of the month on, Lisbon time', () => {
    const job = workMapReminderJob(t.app.serviceContext);
    assert.equal(job.isDue?.(new Date('2026-11-24T23:30:00Z')), false);
    assert.equal(job.isDue?.(new Date('2026-11-25T00:10:00Z')), true);
    assert.equal(
      job.isDue?.(new Date('2026-07-24T23:30:00Z')),
      true,
      '00:30 on the 25th in summer time',
    );
  });

  it('mails each employee owing a map once a month, listing every map they owe', async () => {
    const scheduler = createScheduler(t.database.db, pino({ level: 'silent' }));
    scheduler.register(workMapReminderJob(t.app.serviceContext));
    await scheduler.runDue(new Date('2026-11-25T09:00:00Z'));
    const mails = await reminders();
    assert.ok(mails.length > 10, `${mails.length} reminders`);
    assert.ok(!mails.some((mail) => mail.to === 'employee@example.com'), 'Ana made both maps');
    const joao = mails.find((mail) => mail.to === 'joao.pereira@example.com');
    assert.ok(joao, 'João owes both months');
    assert.match(joao.text, /Your work map for October 2026 has not been created yet\./);
    assert.match(joao.text, /Your work map for November 2026 has not been created yet\./);
    assert.match(joao.text, /\/app\/work-map-history/);
    assert.ok(
      !mails.some((mail) => mail.to === 'hr@example.com'),
      'only the employee profile owes maps',
    );

    await scheduler.runDue(new Date('2026-11-26T09:00:00Z'));
    assert.equal((await reminders()).length, mails.length, 'once a month');
  });
});
