import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  TRAVEL_MESSAGES,
  type TravelState,
  travelStateResultSchema,
  travelStateSchema,
} from '@quadro/contract/travels';
import {
  type AuthHeaders,
  fieldsOf,
  type InjectResponse,
  routeClient,
} from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock, type TestClock } from '../../platform/context/clock.ts';

const YEAR = 2030;

describe('/api/travels: a rejected month, closed months and the cap on send', () => {
  let t: TestApp;
  let clock: TestClock;
  const { call } = routeClient(() => t);
  let ana: AuthHeaders;
  let hr: AuthHeaders;
  let finance: AuthHeaders;

  const stateOf = (response: InjectResponse, status = 200) => {
    assert.equal(response.statusCode, status, response.body);
    return travelStateResultSchema.parse(response.json()).state;
  };
  const getState = async (): Promise<TravelState> => {
    const response = await call('GET', `/api/travels?year=${YEAR}`, ana);
    assert.equal(response.statusCode, 200, response.body);
    return travelStateSchema.parse(response.json());
  };
  const monthOf = (state: TravelState, month: string) => {
    const found = state.employeeKilometresMap.months.find((item) => item.month === month);
    assert.ok(found, month);
    return found;
  };
  const save = (months: { month: string; value: string }[]) =>
    call('PUT', '/api/travels/kilometre-map', ana, { year: YEAR, months });
  const send = (months: string[]) =>
    call('POST', '/api/travels/kilometre-map/send', ana, { months });
  const setParameter = async (key: string, value: string | number) => {
    const response = await call('PUT', `/api/system-parameters/${key}`, hr, { value });
    assert.equal(response.statusCode, 200, response.body);
  };

  before(async () => {
    // Wednesday 10 April 2030, in Lisbon's summer time.
    clock = createTestClock('2030-04-10T09:00:00Z');
    t = await createTestApp({}, { clock });
    ana = await t.authAs('employee@example.com');
    hr = await t.authAs('hr@example.com');
    finance = await t.authAs('financial@example.com');
    const salary = await call('POST', '/api/salary', hr, {
      employee_id: await t.personId('employee@example.com'),
      base_salary: '1500.00',
      dislocation: '300.00',
      effective_date: `${YEAR}-01-01`,
    });
    assert.equal(salary.statusCode, 201, salary.body);
  });
  after(() => t.close());

  it('shows a past month nobody sent as closed, counted nowhere, and says when the next month closes', async () => {
    const state = await getState();
    const january = monthOf(state, `${YEAR}-01`);
    assert.equal(january.status, 'PendingSubmission');
    assert.equal(january.closed, true);
    assert.equal(january.editable, false);
    assert.equal(monthOf(state, `${YEAR}-04`).closed, false);
    assert.equal(state.requiresAttentionNumber, 0);
    assert.equal(state.pendingNumber, 0);
    assert.deepEqual(state.nextClosing, { month: `${YEAR}-04`, deadline: `${YEAR}-04-15` });
  });

  it('keeps a month rejected after its 15th fixable and sendable for the working days of the parameter, then closes it', async () => {
    stateOf(
      await save([
        { month: `${YEAR}-04`, value: '200.00' },
        { month: `${YEAR}-05`, value: '100.00' },
      ]),
    );
    stateOf(await send([`${YEAR}-04`, `${YEAR}-05`]));
    const ids = (await getState()).employeeKilometresMap.months
      .filter((month) => month.status === 'PendingApproval')
      .map((month) => month.id);
    // Monday 20 May: both months past their 15th.
    clock.set(`${YEAR}-05-20T10:00:00+01:00`);
    const rejected = await call('PUT', '/api/travels/approval', finance, {
      ids,
      decision: 'reject',
      reason: 'The kilometres do not match the trips',
    });
    assert.equal(rejected.statusCode, 200, rejected.body);

    let state = await getState();
    const april = monthOf(state, `${YEAR}-04`);
    assert.equal(april.status, 'Rejected');
    assert.equal(april.editable, true);
    assert.equal(april.closed, false);
    assert.equal(april.deadline, `${YEAR}-05-27`, 'five working days after Monday the 20th');
    assert.equal(state.requiresAttentionNumber, 2);

    clock.set(`${YEAR}-05-27T23:59:00+01:00`);
    stateOf(await save([{ month: `${YEAR}-04`, value: '250.00' }]));
    state = stateOf(await send([`${YEAR}-04`]));
    assert.equal(monthOf(state, `${YEAR}-04`).status, 'PendingApproval');

    clock.set(`${YEAR}-05-28T00:00:00+01:00`);
    const late = await save([{ month: `${YEAR}-05`, value: '120.00' }]);
    assert.equal(late.statusCode, 400, late.body);
    assert.deepEqual(fieldsOf(late), ['months.0.value']);
    assert.equal(late.json().message, TRAVEL_MESSAGES.resubmitClosed(`${YEAR}-05-27`));
    const lateSend = await send([`${YEAR}-05`]);
    assert.equal(lateSend.statusCode, 400, lateSend.body);
    assert.equal(lateSend.json().message, TRAVEL_MESSAGES.resubmitClosed(`${YEAR}-05-27`));

    state = await getState();
    const may = monthOf(state, `${YEAR}-05`);
    assert.equal(may.status, 'Rejected');
    assert.equal(may.closed, true);
    assert.equal(may.editable, false);
    assert.equal(state.requiresAttentionNumber, 0, 'a closed month needs nobody any more');
    assert.equal(state.totals.months[4]?.value, '0.00', 'a closed month claims nothing');
    assert.deepEqual(state.nextClosing, { month: `${YEAR}-06`, deadline: `${YEAR}-06-15` });
  });

  it('follows the parameter: more working days keep a rejected month open longer', async () => {
    await setParameter('kilometreMapResubmitWorkingDays', 10);
    try {
      const may = monthOf(await getState(), `${YEAR}-05`);
      assert.equal(may.deadline, `${YEAR}-06-03`);
      assert.equal(may.editable, true);
    } finally {
      await setParameter('kilometreMapResubmitWorkingDays', 5);
    }
  });

  it('checks the monthly cap on send too: a month saved before HR lowered it is refused', async () => {
    clock.set(`${YEAR}-06-01T10:00:00+01:00`);
    stateOf(await save([{ month: `${YEAR}-06`, value: '2000.00' }]));
    await setParameter('kilometreMapMonthlyCap', '1500.00');
    try {
      const refused = await send([`${YEAR}-06`]);
      assert.equal(refused.statusCode, 400, refused.body);
      assert.deepEqual(fieldsOf(refused), ['months.0']);
      assert.equal(refused.json().message, TRAVEL_MESSAGES.monthOverCap('1500.00'));
      assert.equal(monthOf(await getState(), `${YEAR}-06`).status, 'PendingSubmission');
    } finally {
      await setParameter('kilometreMapMonthlyCap', '2250.00');
    }
    assert.equal(
      monthOf(stateOf(await send([`${YEAR}-06`])), `${YEAR}-06`).status,
      'PendingApproval',
    );
  });
});
