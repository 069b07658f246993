import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { like } from 'drizzle-orm';
import pino from 'pino';
import { routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import { createScheduler } from '../../platform/jobs/scheduler.ts';
import { mailOutbox } from '../../platform/mail/outbox.schema.ts';
import { kilometreMapReminderJob, sendKilometreMapReminders } from './kilometre-map-reminders.ts';

describe('kilometre map reminders', () => {
  // Sunday 10 March 2030, 09:00 in Lisbon.
  const clock = createTestClock('2030-03-10T09:00:00Z');
  let t: TestApp;
  const { call } = routeClient(() => t);
  const reminders = () =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, '%kilometre map of March 2030%'));

  before(async () => {
    t = await createTestApp({}, { clock });
    const hr = await t.authAs('hr@example.com');
    const salary = await call('POST', '/api/salary', hr, {
      employee_id: await t.personId('employee@example.com'),
      base_salary: '1500.00',
      dislocation: '200.00',
      effective_date: '2030-01-01',
    });
    assert.equal(salary.statusCode, 201, salary.body);
  });
  after(() => t.close());

  it('is due from the 10th of the month on, Lisbon time', () => {
    const job = kilometreMapReminderJob(t.app.serviceContext);
    assert.equal(job.isDue?.(new Date('2030-03-09T23:30:00Z')), false);
    assert.equal(job.isDue?.(new Date('2030-03-10T00:10:00Z')), true);
  });

  it('mails each employee with a dislocation allowance who has not sent this month, until they do', async () => {
    assert.ok((await sendKilometreMapReminders(t.app.serviceContext)) >= 1);
    const mails = await reminders();
    const ana = mails.find((mail) => mail.to === 'employee@example.com');
    assert.ok(ana, 'Ana has a dislocation allowance and sent nothing');
    assert.match(ana.text, /send it by the 15th/);
    assert.match(ana.text, /\/app\/travels/);
    assert.ok(!mails.some((mail) => mail.to === 'hr@example.com'), 'employees only');
    assert.ok(!mails.some((mail) => mail.to === 'trainee@example.com'), 'trainees have no travels');

    const ana2 = await t.authAs('employee@example.com');
    const saved = await call('PUT', '/api/travels/kilometre-map', ana2, {
      year: 2030,
      months: [{ month: '2030-03', value: '120.00' }],
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const sent = await call('POST', '/api/travels/kilometre-map/send', ana2, {
      months: ['2030-03'],
    });
    assert.equal(sent.statusCode, 200, sent.body);
    await sendKilometreMapReminders(t.app.serviceContext);
    const again = (await reminders()).filter((mail) => mail.to === 'employee@example.com');
    assert.equal(again.length, 1, 'a sent month gets no more reminders');
  });

  it('runs once a month on one instance', async () => {
    const scheduler = createScheduler(t.database.db, pino({ level: 'silent' }));
    scheduler.register(kilometreMapReminderJob(t.app.serviceContext));
    await scheduler.runDue(new Date('2030-03-10T09:00:00Z'));
    const count = (await reminders()).length;
    await scheduler.runDue(new Date('2030-03-11T09:00:00Z'));
    assert.equal((await reminders()).length, count);
  });
});
