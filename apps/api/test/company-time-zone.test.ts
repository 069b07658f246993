import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { endpointUrl } from '@quadro/contract/endpoint';
import { PARAMETERS_ENDPOINTS } from '@quadro/contract/parameters.endpoints';
import { travelPassResultSchema } from '@quadro/contract/travel-passes';
import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { workMapDetailsSchema } from '@quadro/contract/work-maps';
import { WORK_MAPS_ENDPOINTS } from '@quadro/contract/work-maps.endpoints';
import { createTestClock } from '../src/platform/context/clock.ts';
import { type AuthHeaders, routeClient } from './route-client.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// 12:00 UTC on Monday 30 November 2026: still the 30th in Lisbon (12:00) and in Los Angeles
// (04:00), already Tuesday 1 December in Auckland (01:00, summer time).
const NOON_UTC_LAST_OF_NOVEMBER = '2026-11-30T12:00:00Z';

describe('deadlines follow the companyTimeZone parameter', () => {
  let t: TestApp;
  const { call } = routeClient(() => t);
  let hr: AuthHeaders;
  let ana: AuthHeaders;
  const setTimeZone = async (value: string) => {
    const response = await call(
      'PUT',
      endpointUrl(PARAMETERS_ENDPOINTS.updateSystemParameter, {
        params: { key: 'companyTimeZone' },
      }),
      hr,
      { value },
    );
    assert.equal(response.statusCode, 200, response.body);
  };

  before(async () => {
    t = await createTestApp({}, { clock: createTestClock(NOON_UTC_LAST_OF_NOVEMBER) });
    hr = await t.authAs('hr@example.com');
    ana = await t.authAs('employee@example.com');
  });
  after(() => t.close());

  it("prepares at most next month on the company's date: January only once December has come there", async () => {
    const january = await call('POST', WORK_MAPS_ENDPOINTS.createWorkMap.path, ana, {
      month: '2027-01',
    });
    assert.equal(january.statusCode, 400, 'in Lisbon it is still November');

    await setTimeZone('Pacific/Auckland');
    const created = await call('POST', WORK_MAPS_ENDPOINTS.createWorkMap.path, ana, {
      month: '2027-01',
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(workMapDetailsSchema.parse(created.json()).month, '2027-01');
  });

  it("adds this month's travel pass for the company's month", async () => {
    await setTimeZone('America/Los_Angeles');
    const trainee = await t.authAs('trainee@example.com');
    const november = await call('POST', TRAVEL_PASSES_ENDPOINTS.addThisMonth.path, trainee);
    assert.equal(november.statusCode, 201, november.body);
    assert.equal(travelPassResultSchema.parse(november.json()).travelPass.month, '2026-11');

    await setTimeZone('Pacific/Auckland');
    const december = await call('POST', TRAVEL_PASSES_ENDPOINTS.addThisMonth.path, ana);
    assert.equal(december.statusCode, 201, december.body);
    assert.equal(travelPassResultSchema.parse(december.json()).travelPass.month, '2026-12');
  });
});
