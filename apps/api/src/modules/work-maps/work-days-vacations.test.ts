import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WORK_MAP_MESSAGES, workMapDetailsSchema } from '@quadro/contract/work-maps';
import { sql } from 'drizzle-orm';
import { type AuthHeaders, fieldsOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../platform/context/clock.ts';

describe('work days on approved vacation days', () => {
  let t: TestApp;
  const { call } = routeClient(() => t);
  let ana: AuthHeaders;
  let mapId: string;
  const dayIdOn = async (day: string) => {
    const map = workMapDetailsSchema.parse(
      (await call('GET', `/api/work-maps/${mapId}`, ana)).json(),
    );
    return map.workDays.find((workDay) => workDay.day === day)?.id;
  };

  before(async () => {
    // May 2027: June is next month, a month the demo seed leaves empty.
    t = await createTestApp({}, { clock: createTestClock('2027-05-10T10:00:00Z') });
    ana = await t.authAs('employee@example.com');
    const anaId = await t.personId('employee@example.com');
    // Rows the vacations module writes, by table name: approved whole days on Monday 14 and
    // Tuesday 15 June, an approved half day on Wednesday 16; a pending request on Thursday 17
    // and a cancelled one on Friday 18 take nothing.
    await t.database.db.execute(sql`
      insert into vacations (employee_id, start_date, end_date, half_day, days, status, cancelled_at)
      values (${anaId}, '2027-06-14', '2027-06-15', false, 2, 'Approved', null),
             (${anaId}, '2027-06-16', '2027-06-16', true, 0.5, 'Approved', null),
             (${anaId}, '2027-06-17', '2027-06-17', false, 1, 'PendingApproval', null),
             (${anaId}, '2027-06-18', '2027-06-18', false, 1, 'Approved', now())`);
    const created = await call('POST', '/api/work-maps', ana, { month: '2027-06' });
    assert.equal(created.statusCode, 201, created.body);
    const map = workMapDetailsSchema.parse(created.json());
    mapId = map.id;
    const hoursOf = (day: string) => map.workDays.find((workDay) => workDay.day === day)?.hours;
    assert.deepEqual(
      ['2027-06-14', '2027-06-15', '2027-06-16', '2027-06-17', '2027-06-18'].map(hoursOf),
      [undefined, undefined, 4, 8, 8],
    );
  });
  after(() => t.close());

  it('refuses any work day on a whole vacation day, naming the date', async () => {
    const url = `/api/work-maps/${mapId}/work-days`;
    for (const payload of [
      { start: '2027-06-14', hours: 8 },
      { start: '2027-06-15', hours: 0, extraHours: 2 },
    ]) {
      const refused = await call('POST', url, ana, payload);
      assert.equal(refused.statusCode, 400, refused.body);
      assert.deepEqual(fieldsOf(refused), ['start']);
      assert.equal(refused.json().message, WORK_MAP_MESSAGES.vacationDay(payload.start));
      assert.match(refused.json().message, /15\/06\/2027|14\/06\/2027/);
    }
    // Moving another day onto a vacation day is refused the same way.
    const thursday = await dayIdOn('2027-06-17');
    const moved = await call('PUT', `${url}/${thursday}`, ana, { start: '2027-06-14', hours: 8 });
    assert.equal(moved.statusCode, 400, moved.body);
    assert.match(moved.json().message, /^14\/06\/2027 is an approved vacation day/);
  });

  it('allows at most the half left on a half vacation day, naming the date', async () => {
    const url = `/api/work-maps/${mapId}/work-days`;
    const wednesday = await dayIdOn('2027-06-16');
    const refused = await call('PUT', `${url}/${wednesday}`, ana, {
      start: '2027-06-16',
      hours: 4.5,
    });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(fieldsOf(refused), ['hours']);
    assert.equal(refused.json().message, WORK_MAP_MESSAGES.halfVacationDay('2027-06-16', 4));
    assert.match(
      refused.json().message,
      /^16\/06\/2027 is half a vacation day: at most 4,00 hours/,
    );

    const half = await call('PUT', `${url}/${wednesday}`, ana, {
      start: '2027-06-16',
      hours: 4,
      extraHours: 1,
    });
    assert.equal(half.statusCode, 200, half.body);
  });

  it('leaves days of pending or cancelled vacations free', async () => {
    const url = `/api/work-maps/${mapId}/work-days`;
    for (const day of ['2027-06-17', '2027-06-18']) {
      const id = await dayIdOn(day);
      const changed = await call('PUT', `${url}/${id}`, ana, {
        start: day,
        hours: 8,
        extraHours: 1,
      });
      assert.equal(changed.statusCode, 200, changed.body);
    }
  });
});
