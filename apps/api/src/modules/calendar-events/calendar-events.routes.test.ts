import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CALENDAR_EVENT_MESSAGES, calendarEventListSchema } from '@quadro/contract/calendar-events';
import { type AuthHeaders, fieldsOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('/api/calendar-events', () => {
  let t: TestApp;
  let hr: AuthHeaders;
  const { call } = routeClient(() => t);
  const offsite = { title: 'Offsite', start: '2031-05-06T09:00:00Z', end: '2031-05-07T17:00:00Z' };
  const month = async (value: string, headers: AuthHeaders = hr) =>
    calendarEventListSchema.parse(
      (await call('GET', `/api/calendar-events?month=${value}`, headers)).json(),
    );

  before(async () => {
    t = await createTestApp();
    hr = await t.authAs('hr@example.com');
  });
  after(() => t.close());

  it('lets the calendar keepers add, change and remove team events, in green unless told', async () => {
    const created = await call('POST', '/api/calendar-events', hr, offsite);
    assert.equal(created.statusCode, 201, created.body);
    const { id } = created.json();
    assert.deepEqual(await month('2031-05', await t.authAs('cto@example.com')), [
      {
        id,
        title: 'Offsite',
        start: '2031-05-06T09:00:00.000Z',
        end: '2031-05-07T17:00:00.000Z',
        hexColor: '43A047',
      },
    ]);
    assert.deepEqual(await month('2031-06'), []);

    const changed = await call('PUT', `/api/calendar-events/${id}`, hr, {
      ...offsite,
      title: 'Offsite in Porto',
      hexColor: 'AB47BC',
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().hexColor, 'AB47BC');

    assert.equal((await call('DELETE', `/api/calendar-events/${id}`, hr)).statusCode, 204);
    assert.deepEqual(await month('2031-05'), []);
    assert.equal((await call('DELETE', `/api/calendar-events/${id}`, hr)).statusCode, 404);
  });

  it('refuses a missing title, a past start, an end before the start and a colour not offered', async () => {
    const refused = async (payload: object) => {
      const response = await call('POST', '/api/calendar-events', hr, payload);
      assert.equal(response.statusCode, 400, response.body);
      return response;
    };
    assert.deepEqual(fieldsOf(await refused({ ...offsite, title: '  ' })), ['title']);
    const past = await refused({ ...offsite, start: '2020-01-01T09:00:00Z' });
    assert.deepEqual(fieldsOf(past), ['start']);
    assert.equal(past.json().message, CALENDAR_EVENT_MESSAGES.pastStart);
    assert.deepEqual(fieldsOf(await refused({ ...offsite, end: offsite.start })), ['end']);
    assert.deepEqual(fieldsOf(await refused({ ...offsite, hexColor: '000000' })), ['hexColor']);
  });

  it('keeps the events to those who keep the vacations calendar', async () => {
    const employee = await t.authAs('employee@example.com');
    assert.equal(
      (await call('GET', '/api/calendar-events?month=2031-05', employee)).statusCode,
      403,
    );
    assert.equal((await call('POST', '/api/calendar-events', employee, offsite)).statusCode, 403);
  });
});
