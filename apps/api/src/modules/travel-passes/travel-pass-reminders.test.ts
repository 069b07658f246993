import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { like } from 'drizzle-orm';
import pino from 'pino';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import { createScheduler } from '../../platform/jobs/scheduler.ts';
import { mailOutbox } from '../../platform/mail/outbox.schema.ts';
import { sendTravelPassReminders, travelPassReminderJob } from './travel-pass-reminders.ts';

describe('travel pass reminders', () => {
  const clock = createTestClock('2026-11-20T09:00:00Z');
  let t: TestApp;
  const reminders = () =>
    t.database.db.select().from(mailOutbox).where(like(mailOutbox.subject, '%travel pass of%'));

  before(async () => {
    t = await createTestApp({}, { clock });
    const joao = await t.authAs('joao.pereira@example.com');
    const blocked = await t.app.inject({
      method: 'PUT',
      url: '/api/travel-pass/block-notification',
      headers: joao,
    });
    assert.equal(blocked.statusCode, 200);
  });
  after(() => t.close());

  it('is due from the reminder day of the month on, Lisbon time', () => {
    const job = travelPassReminderJob(t.app.serviceContext);
    assert.equal(job.isDue?.(new Date('2026-11-19T23:30:00Z')), false);
    assert.equal(job.isDue?.(new Date('2026-11-20T00:10:00Z')), true);
  });

  it('mails each employee and trainee without a pass, with a link that blocks the month', async () => {
    await t.database.db.delete(mailOutbox).where(like(mailOutbox.subject, '%travel pass of%'));
    assert.ok((await sendTravelPassReminders(t.app.serviceContext)) > 10);
    const mails = await reminders();
    assert.ok(
      mails.some((mail) => mail.to === 'trainee@example.com'),
      'trainees too',
    );
    assert.ok(!mails.some((mail) => mail.to === 'joao.pereira@example.com'), 'João blocked it');
    assert.ok(!mails.some((mail) => mail.to === 'hr@example.com'), 'only employees and trainees');
    const ana = mails.find((mail) => mail.to === 'employee@example.com');
    const code = /\/travel-pass\/block-month\/([\w-]+)/.exec(ana?.text ?? '')?.[1];
    assert.ok(code, 'the mail carries a block-month link');
    assert.match(ana?.text ?? '', /\/app\/travel-pass-history/);

    const blocked = await t.app.inject({
      method: 'PUT',
      url: `/api/travel-pass/block-month?code=${code}`,
    });
    assert.equal(blocked.statusCode, 200, blocked.body);
    const listed = await t.app.inject({
      url: '/api/travel-pass',
      headers: await t.authAs('employee@example.com'),
    });
    assert.equal(listed.json().monthBlocked, true);
    await sendTravelPassReminders(t.app.serviceContext);
    const again = (await reminders()).filter((mail) => mail.to === 'employee@example.com');
    assert.equal(again.length, 1, 'a blocked month gets no more reminders');
  });

  it('runs once a month on one instance', async () => {
    const scheduler = createScheduler(t.database.db, pino({ level: 'silent' }));
    scheduler.register(travelPassReminderJob(t.app.serviceContext));
    await scheduler.runDue(new Date('2026-11-20T09:00:00Z'));
    const count = (await reminders()).length;
    await scheduler.runDue(new Date('2026-11-21T09:00:00Z'));
    assert.equal((await reminders()).length, count);
  });
});
