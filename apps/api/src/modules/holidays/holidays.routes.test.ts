import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HOLIDAY_MESSAGES, holidayListSchema } from '@quadro/contract/holidays';
import { type AuthHeaders, type Method, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('/api/holidays', () => {
  let t: TestApp;
  let hr: AuthHeaders;
  const list = async (year: number, headers: AuthHeaders = hr) =>
    holidayListSchema.parse(
      (await t.app.inject({ url: `/api/holidays?year=${year}`, headers })).json(),
    );
  const { call } = routeClient(() => t);
  /** HR's calls unless told otherwise. */
  const send = (method: Method, url: string, payload?: object, headers = hr) =>
    call(method, url, headers, payload);

  before(async () => {
    t = await createTestApp();
    hr = await t.authAs('hr@example.com');
  });
  after(() => t.close());

  it("lists any year's national holidays, the movable ones from Easter, to hr and cto", async () => {
    const holidays = await list(2031, await t.authAs('cto@example.com'));
    const byName = new Map(holidays.map((holiday) => [holiday.name, holiday]));
    assert.equal(byName.get('Good Friday')?.date, '2031-04-11');
    assert.equal(byName.get('Corpus Christi')?.date, '2031-06-12');
    assert.ok(holidays.every((holiday) => holiday.scope === 'national' && holiday.id === null));
    assert.equal(
      (await t.app.inject({ url: '/api/holidays?year=1800', headers: hr })).statusCode,
      400,
    );
  });

  it('lets hr add, change and remove regional holidays; a holiday day refuses a second one', async () => {
    const created = await send('POST', '/api/holidays', {
      date: '2031-06-13',
      name: 'Santo António',
      region: 'Lisbon',
    });
    assert.equal(created.statusCode, 201, created.body);
    const { id } = created.json();
    const holidays = await list(2031);
    const stored = holidays.find((holiday) => holiday.id === id);
    assert.deepEqual(stored, {
      id,
      date: '2031-06-13',
      name: 'Santo António',
      scope: 'regional',
      region: 'Lisbon',
    });
    assert.ok(
      holidays.findIndex((holiday) => holiday.id === id) >
        holidays.findIndex((holiday) => holiday.name === 'Portugal Day'),
      'sorted by date',
    );

    const christmas = await send('POST', '/api/holidays', { date: '2031-12-25', name: 'Party' });
    assert.equal(christmas.statusCode, 409);
    assert.deepEqual(christmas.json().fields, [
      { field: 'date', message: HOLIDAY_MESSAGES.nationalDay('Christmas Day') },
    ]);
    const twice = await send('POST', '/api/holidays', { date: '2031-06-13', name: 'Again' });
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().message, HOLIDAY_MESSAGES.dateTaken);
    const blank = await send('POST', '/api/holidays', { date: '', name: '' });
    assert.deepEqual(
      blank
        .json()
        .fields.map((field: { field: string }) => field.field)
        .sort(),
      ['date', 'name'],
    );

    const moved = await send('PUT', `/api/holidays/${id}`, {
      date: '2031-06-24',
      name: 'São João',
      region: 'Porto',
    });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().region, 'Porto');
    const byCto = await send(
      'PUT',
      `/api/holidays/${id}`,
      { date: '2031-06-24', name: 'X' },
      await t.authAs('cto@example.com'),
    );
    assert.equal(byCto.statusCode, 403);
    assert.equal((await send('DELETE', `/api/holidays/${id}`)).statusCode, 204);
    assert.equal((await send('DELETE', `/api/holidays/${id}`)).statusCode, 404);
    assert.ok(!(await list(2031)).some((holiday) => holiday.id === id));
  });

  it('takes holidays HR adds out of the work days a new work map pre-fills', async () => {
    const added = await send('POST', '/api/holidays', { date: '2026-06-12', name: 'Company day' });
    assert.equal(added.statusCode, 201, added.body);
    const map = await send(
      'POST',
      '/api/work-maps',
      { month: '2026-06' },
      await t.authAs('employee@example.com'),
    );
    assert.equal(map.statusCode, 201, map.body);
    const body = map.json();
    assert.ok(!body.workDays.some((day: { day: string }) => day.day === '2026-06-12'));
    assert.ok(body.holidays.some((holiday: { name: string }) => holiday.name === 'Company day'));
  });
});
