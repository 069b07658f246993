import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { manageKilometreMapsPageSchema } from '@quadro/contract/kilometre-maps';
import { toCents } from '@quadro/contract/money';
import {
  TRAVEL_MESSAGES,
  type TravelState,
  travelStateResultSchema,
  travelStateSchema,
  travelYearTotalsSchema,
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
const CAP_TEXT = 'A single month of a kilometre map may not exceed 2250 euro.';
const DEADLINE_TEXT = 'Kilometre map values cannot be submitted after the 15th of the month.';

describe('/api/travels: kilometre maps', () => {
  let t: TestApp;
  let clock: TestClock;
  const { call, mailsTo } = routeClient(() => t);
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
  const save = (months: { month: string; value: string | number }[], extra: object = {}) =>
    call('PUT', '/api/travels/kilometre-map', ana, { year: YEAR, months, ...extra });
  const send = (months: string[]) =>
    call('POST', '/api/travels/kilometre-map/send', ana, { months });
  const managed = async (query = `year=${YEAR}`) => {
    const response = await call('GET', `/api/travels/manage?${query}`, finance);
    assert.equal(response.statusCode, 200, response.body);
    return manageKilometreMapsPageSchema.parse(response.json());
  };

  before(async () => {
    // Sunday 10 March 2030, 10:00 in Lisbon (winter: UTC).
    clock = createTestClock('2030-03-10T10:00:00Z');
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

  it("answers the employee's year: dislocation, months to plan, cap, each month at the rate in force", async () => {
    const state = await getState();
    assert.equal(state.dislocationToReceive, '3600.00');
    assert.equal(state.dislocationLeft, '3600.00');
    assert.equal(state.numberOfMonthsToPlan, 10, 'March to December');
    assert.equal(state.max, '2250.00');
    assert.equal(state.available, '2250.00');
    assert.equal(state.employeeKilometresMap.months.length, 12);
    const march = monthOf(state, `${YEAR}-03`);
    assert.deepEqual(
      { value: march.value, price: march.pricePerKm, editable: march.editable },
      { value: '0.00', price: '0.40', editable: true },
    );
    assert.equal(march.deadline, `${YEAR}-03-15`);
    assert.equal(monthOf(state, `${YEAR}-02`).editable, false, 'past its deadline');
    assert.equal(state.canDownload, false);
  });

  it('refuses a month over the cap, a month past its deadline and a year over the dislocation, naming the field', async () => {
    const overCap = await save([{ month: `${YEAR}-04`, value: '2250.01' }]);
    assert.equal(overCap.statusCode, 400, overCap.body);
    assert.equal(overCap.json().message, CAP_TEXT);
    assert.deepEqual(fieldsOf(overCap), ['months.0.value']);

    const late = await save([{ month: `${YEAR}-02`, value: '10.00' }]);
    assert.equal(late.statusCode, 400, late.body);
    assert.equal(late.json().message, DEADLINE_TEXT);

    const overYear = await save(
      ['03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((month) => ({
        month: `${YEAR}-${month}`,
        value: '400.00',
      })),
    );
    assert.equal(overYear.statusCode, 400, overYear.body);
    assert.equal(overYear.json().message, TRAVEL_MESSAGES.overYear('3600.00'));
    assert.deepEqual(fieldsOf(overYear), ['months']);

    const otherYear = await save([{ month: `${YEAR + 1}-01`, value: '10.00' }]);
    assert.equal(otherYear.statusCode, 400, otherYear.body);
    assert.deepEqual(fieldsOf(otherYear), ['months.0.month']);

    const overPrecise = await save([{ month: `${YEAR}-04`, value: '10.005' }]);
    assert.equal(overPrecise.statusCode, 400, overPrecise.body);
    assert.equal((await getState()).totals.year.value, '0.00', 'nothing was kept');
  });

  it('saves months and the plate, kilometres at the rate of each month', async () => {
    const state = stateOf(
      await save(
        [
          { month: `${YEAR}-03`, value: '200.00' },
          { month: `${YEAR}-04`, value: 300 },
        ],
        { vehiclePlate: ' aa-00-bb ' },
      ),
    );
    assert.equal(state.employeeKilometresMap.vehiclePlate, 'AA-00-BB');
    assert.equal(monthOf(state, `${YEAR}-03`).kilometres, '500.0');
    assert.equal(monthOf(state, `${YEAR}-04`).kilometres, '750.0');
    assert.equal(state.totals.year.value, '500.00');
    assert.equal(state.totals.year.kilometres, '1250.0');
    assert.equal(state.dislocationLeft, '3600.00', 'nothing sent yet');
  });

  it('takes a new rate from its day on: only finance adds one, once per day', async () => {
    const added = await call('POST', '/api/travels/kilometre-rates', finance, {
      effectiveDate: `${YEAR}-04-01`,
      pricePerKm: '0.5',
    });
    assert.equal(added.statusCode, 201, added.body);
    const again = await call('POST', '/api/travels/kilometre-rates', finance, {
      effectiveDate: `${YEAR}-04-01`,
      pricePerKm: '0.45',
    });
    assert.equal(again.statusCode, 409, again.body);
    assert.deepEqual(fieldsOf(again), ['effectiveDate']);
    const byEmployee = await call('POST', '/api/travels/kilometre-rates', ana, {
      effectiveDate: `${YEAR}-05-01`,
      pricePerKm: '0.45',
    });
    assert.equal(byEmployee.statusCode, 403, byEmployee.body);

    const list = await call('GET', '/api/travels/kilometre-rates', ana);
    assert.equal(list.statusCode, 200, list.body);
    assert.equal(list.json().basePricePerKm, '0.40');
    assert.deepEqual(
      list.json().rates.map((rate: { effectiveDate: string }) => rate.effectiveDate),
      [`${YEAR}-04-01`],
    );

    const state = await getState();
    assert.equal(monthOf(state, `${YEAR}-04`).pricePerKm, '0.500');
    assert.equal(monthOf(state, `${YEAR}-04`).kilometres, '600.0');
    assert.equal(monthOf(state, `${YEAR}-03`).pricePerKm, '0.40');
  });

  it('sends a month to finance, keeping its rate; two sends at once move it once', async () => {
    const [first, second] = await Promise.all([send([`${YEAR}-03`]), send([`${YEAR}-03`])]);
    const state = stateOf(first);
    stateOf(second);
    const march = monthOf(state, `${YEAR}-03`);
    assert.equal(march.status, 'PendingApproval');
    assert.equal(march.editable, false);
    assert.equal(state.pendingNumber, 1);
    assert.equal(state.dislocationLeft, '3400.00');
    assert.equal(state.available, '2250.00');
    assert.equal((await mailsTo('financial@example.com', 'kilometre map of March 2030')).length, 1);

    const rate = await call('POST', '/api/travels/kilometre-rates', finance, {
      effectiveDate: `${YEAR}-03-01`,
      pricePerKm: '0.30',
    });
    assert.equal(rate.statusCode, 201, rate.body);
    assert.equal(monthOf(await getState(), `${YEAR}-03`).pricePerKm, '0.400', 'kept once sent');

    const change = await save([{ month: `${YEAR}-03`, value: '100.00' }]);
    assert.equal(change.statusCode, 409, change.body);
    const empty = await send([`${YEAR}-05`]);
    assert.equal(empty.statusCode, 400, empty.body);
    assert.equal(empty.json().message, TRAVEL_MESSAGES.sendWithoutValue);
  });

  it('finance lists the sent months, rejects with a reason, approves the fixed one; the employee is told', async () => {
    const page = await managed();
    const march = page.items.find(
      (item) => item.month === `${YEAR}-03` && item.employee.name === 'Ana Ferreira',
    );
    assert.ok(march, JSON.stringify(page.items.map((item) => item.employee.name)));
    assert.equal(march.vehiclePlate, 'AA-00-BB');
    assert.ok(!page.items.some((item) => item.month === `${YEAR}-04`), 'unsent months stay out');
    const pending = await call('GET', '/api/travels/pending-number', finance);
    assert.ok(Number(pending.body) >= 1, pending.body);

    const noReason = await call('PUT', '/api/travels/approval', finance, {
      ids: [march.id],
      decision: 'reject',
    });
    assert.equal(noReason.statusCode, 400, noReason.body);
    const rejected = await call('PUT', '/api/travels/approval', finance, {
      ids: [march.id],
      decision: 'reject',
      reason: 'March had ten working days away',
    });
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal(rejected.json().message, TRAVEL_MESSAGES.rejected);
    assert.equal(
      (await mailsTo('employee@example.com', 'kilometre map of March 2030 was rejected')).length,
      1,
    );

    let state = await getState();
    assert.equal(monthOf(state, `${YEAR}-03`).rejectionReason, 'March had ten working days away');
    assert.equal(state.requiresAttentionNumber, 1);
    assert.equal(state.dislocationLeft, '3600.00');

    stateOf(await save([{ month: `${YEAR}-03`, value: '150.00' }]));
    stateOf(await send([`${YEAR}-03`]));
    const approved = await call('PUT', '/api/travels/approval', finance, {
      ids: [march.id],
      decision: 'approve',
    });
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(approved.json().decided, 1);
    state = await getState();
    assert.equal(monthOf(state, `${YEAR}-03`).status, 'Approved');
    assert.equal(state.dislocationLeft, '3450.00');
    assert.equal(state.canDownload, true);
    const approvedOnly = await managed(`year=${YEAR}&month=3&status=Approved`);
    assert.equal(approvedOnly.approvedTotals.value, '150.00');
    assert.equal(approvedOnly.approvedTotals.kilometres, '375.0');
  });

  it("totals a year's approved months per employee and month, and exports them", async () => {
    const response = await call(
      'GET',
      `/api/travels/totals?year=${YEAR}&search=ana%20ferreira`,
      finance,
    );
    assert.equal(response.statusCode, 200, response.body);
    const totals = travelYearTotalsSchema.parse(response.json());
    const [anaRow] = totals.items;
    assert.equal(anaRow?.employee.name, 'Ana Ferreira');
    assert.deepEqual(anaRow?.months[2], { value: '150.00', kilometres: '375.0', receipts: '0.00' });
    assert.equal(anaRow?.months[0], null);
    assert.deepEqual(anaRow?.total, { value: '150.00', kilometres: '375.0', receipts: '0.00' });
    assert.ok(toCents(totals.company.months[2]?.value ?? '0') >= 15000n);
    assert.equal(totals.company.total.value, totals.company.months[2]?.value);

    const csv = await call('GET', `/api/travels/totals/export?year=${YEAR}&format=csv`, finance);
    assert.equal(csv.statusCode, 200, csv.body);
    assert.match(csv.body, /March €.*March km.*March receipts €/);
    assert.match(csv.body, /Ana Ferreira/);
    const xlsx = await call('GET', `/api/travels/totals/export?year=${YEAR}&format=xlsx`, finance);
    assert.equal(xlsx.statusCode, 200);
    assert.equal(xlsx.rawPayload.subarray(0, 2).toString(), 'PK');
    assert.equal((await call('GET', `/api/travels/totals?year=${YEAR}`, ana)).statusCode, 403);
  });

  it('keeps the deadline on the company clock: the 15th at 23:59 may, the 16th at 00:00 may not (winter and summer)', async () => {
    clock.set(`${YEAR}-04-15T23:59:00+01:00`);
    stateOf(await save([{ month: `${YEAR}-04`, value: '310.00' }]));
    clock.set(`${YEAR}-04-16T00:00:00+01:00`);
    const late = await save([{ month: `${YEAR}-04`, value: '320.00' }]);
    assert.equal(late.statusCode, 400, late.body);
    assert.equal(late.json().message, DEADLINE_TEXT);
    const lapsed = await getState();
    assert.equal(
      lapsed.totals.months[3]?.value,
      '0.00',
      'an unsent month past its deadline claims nothing',
    );

    clock.set(`${YEAR}-12-15T23:59:00Z`);
    stateOf(await save([{ month: `${YEAR}-12`, value: '100.00' }]));
    clock.set(`${YEAR}-12-16T00:00:00Z`);
    assert.equal((await send([`${YEAR}-12`])).statusCode, 400);
    clock.set(`${YEAR}-03-10T10:00:00Z`);
  });

  it('is for employees only, and finance only decides', async () => {
    const trainee = await t.authAs('trainee@example.com');
    assert.equal((await call('GET', '/api/travels', trainee)).statusCode, 403);
    assert.equal((await t.app.inject({ url: '/api/travels' })).statusCode, 401);
    assert.equal((await call('GET', `/api/travels/manage?year=${YEAR}`, ana)).statusCode, 403);
    const decide = await call('PUT', '/api/travels/approval', ana, {
      ids: [crypto.randomUUID()],
      decision: 'approve',
    });
    assert.equal(decide.statusCode, 403);
  });
});
