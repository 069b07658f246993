import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { companyTodaySchema } from '@quadro/contract/system-parameters';
import { routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../platform/context/clock.ts';

describe('/api/company-today', () => {
  let t: TestApp;
  const { call } = routeClient(() => t);

  before(async () => {
    // New Year's Day at 00:30 in Lisbon; still New Year's Eve in the Azores.
    t = await createTestApp({}, { clock: createTestClock('2031-01-01T00:30:00Z') });
  });
  after(() => t.close());

  it("answers any signed-in person the company's day on the companyTimeZone parameter's clock", async () => {
    const employee = await t.authAs('employee@example.com');
    const lisbon = await call('GET', '/api/company-today', employee);
    assert.equal(lisbon.statusCode, 200, lisbon.body);
    assert.deepEqual(companyTodaySchema.parse(lisbon.json()), {
      today: '2031-01-01',
      timeZone: 'Europe/Lisbon',
    });

    const hr = await t.authAs('hr@example.com');
    const azores = { value: 'Atlantic/Azores' };
    assert.equal(
      (await call('PUT', '/api/system-parameters/companyTimeZone', hr, azores)).statusCode,
      200,
    );
    const trainee = await t.authAs('trainee@example.com');
    assert.equal((await call('GET', '/api/company-today', trainee)).json().today, '2030-12-31');
  });

  it('answers nobody signed out', async () => {
    assert.equal((await t.app.inject({ url: '/api/company-today' })).statusCode, 401);
  });
});
