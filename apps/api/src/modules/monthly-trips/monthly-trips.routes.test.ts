import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { manageKilometreMapsPageSchema } from '@quadro/contract/kilometre-maps';
import {
  MONTHLY_TRIP_MESSAGES,
  type MonthlyTripsMonth,
  monthlyTripsMonthSchema,
  monthlyTripsResultSchema,
  tripJustificationsPageSchema,
  tripLimitResultSchema,
  tripLimitsPageSchema,
} from '@quadro/contract/monthly-trips';
import { roadTripChoicesSchema } from '@quadro/contract/road-trips';
import { travelStateSchema } from '@quadro/contract/travels';
import {
  type AuthHeaders,
  fieldsOf,
  type InjectResponse,
  routeClient,
} from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pdf } from '../../../test/upload-fixtures.ts';
import { createTestClock, type TestClock } from '../../platform/context/clock.ts';
import { insertAllocation, insertClient } from '../clients/clients.public.ts';
import { insertMaps, insertWorkDays } from '../work-maps/work-maps.public.ts';

const MARCH = '2030-03';
const FEBRUARY = '2030-02';

interface TripFields {
  id?: string;
  date: string;
  kilometres: string;
  roundTrip?: boolean;
  note?: string;
}

describe('/api/travels monthly trips, their justification and the trip limits', () => {
  let t: TestApp;
  let clock: TestClock;
  const { call, mailsTo, upload } = routeClient(() => t);
  /** A client to name on a road trip: the form offers every client. */
  const firstClientOf = async (who: AuthHeaders) =>
    roadTripChoicesSchema.parse((await call('GET', '/api/travels/road-trips/choices', who)).json())
      .clients[0]?.id;
  let ana: AuthHeaders;
  let nuno: AuthHeaders;
  let finance: AuthHeaders;
  let anaId: string;
  let clientId: string;

  const tripsOf = (response: InjectResponse, status = 200): MonthlyTripsMonth => {
    assert.equal(response.statusCode, status, response.body);
    return monthlyTripsResultSchema.parse(response.json()).trips;
  };
  const getTrips = async (who: AuthHeaders, month = MARCH) => {
    const response = await call('GET', `/api/travels/monthly-trips?month=${month}`, who);
    assert.equal(response.statusCode, 200, response.body);
    return monthlyTripsMonthSchema.parse(response.json());
  };
  const trip = (fields: TripFields) => ({
    origin: 'Lisboa',
    destination: 'Setúbal',
    purpose: 'Client workshop',
    clientId,
    ...fields,
  });
  const save = (who: AuthHeaders, trips: object[], month = MARCH) =>
    call('PUT', '/api/travels/monthly-trips', who, { month, trips });
  const send = (who: AuthHeaders, month = MARCH) =>
    call('POST', '/api/travels/monthly-trips/send', who, { month });
  const justifications = async (query = `month=${MARCH}`) => {
    const response = await call(
      'GET',
      `/api/travels/monthly-trips-justification?${query}`,
      finance,
    );
    assert.equal(response.statusCode, 200, response.body);
    return tripJustificationsPageSchema.parse(response.json());
  };
  const rowOf = async (name: string) => {
    const row = (await justifications()).items.find((item) => item.employee.name === name);
    assert.ok(row, name);
    return row;
  };
  const decide = (who: AuthHeaders, ids: string[], decision: string, reason?: string) =>
    call('PUT', '/api/travels/monthly-trips-justification/approval', who, {
      ids,
      decision,
      ...(reason && { reason }),
    });

  /** A kilometre-map month saved, sent and approved by financial@. */
  async function approveMonth(who: AuthHeaders, name: string, month: string, value: string) {
    const saved = await call('PUT', '/api/travels/kilometre-map', who, {
      year: 2030,
      months: [{ month, value }],
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const sent = await call('POST', '/api/travels/kilometre-map/send', who, { months: [month] });
    assert.equal(sent.statusCode, 200, sent.body);
    const listed = await call(
      'GET',
      '/api/travels/manage?year=2030&status=PendingApproval',
      finance,
    );
    const item = manageKilometreMapsPageSchema
      .parse(listed.json())
      .items.find((row) => row.employee.name === name && row.month === month);
    assert.ok(item, `${name} ${month}`);
    const approved = await call('PUT', '/api/travels/approval', finance, {
      ids: [item.id],
      decision: 'approve',
    });
    assert.equal(approved.statusCode, 200, approved.body);
  }

  before(async () => {
    // Sunday 10 February 2030, 10:00 in Lisbon (winter: UTC).
    clock = createTestClock('2030-02-10T10:00:00Z');
    t = await createTestApp({}, { clock });
    ana = await t.authAs('employee@example.com');
    nuno = await t.authAs('nuno.soares@example.com');
    finance = await t.authAs('financial@example.com');
    const hr = await t.authAs('hr@example.com');
    anaId = await t.personId('employee@example.com');
    for (const email of ['employee@example.com', 'nuno.soares@example.com']) {
      const salary = await call('POST', '/api/salary', hr, {
        employee_id: await t.personId(email),
        base_salary: '1500.00',
        dislocation: '300.00',
        effective_date: '2030-01-01',
      });
      assert.equal(salary.statusCode, 201, salary.body);
    }
    await approveMonth(ana, 'Ana Ferreira', FEBRUARY, '40.00');
    await approveMonth(ana, 'Ana Ferreira', MARCH, '100.00');
    await approveMonth(nuno, 'Nuno Soares', FEBRUARY, '20.00');
    await approveMonth(nuno, 'Nuno Soares', MARCH, '20.00');

    const db = t.database.db;
    const client = await insertClient(db, {
      name: 'Acme Trips',
      contactName: null,
      email: null,
      phone: null,
      address: null,
      taxNumber: null,
      limitDays: 0,
    });
    clientId = client.id;
    await insertAllocation(db, { clientId, userId: anaId, startedAt: '2030-01-01', endedAt: null });
    const workMapId = crypto.randomUUID();
    await insertMaps(db, [{ id: workMapId, employeeId: anaId, month: '2030-03-01' }]);
    await insertWorkDays(
      db,
      ['04', '05', '06', '07'].map((day) => ({ workMapId, day: `2030-03-${day}`, hours: '8' })),
    );
    // Friday 5 April 2030: March is over, its justification due on 15 April.
    clock.set('2030-04-05T10:00:00Z');
  });
  after(() => t.close());

  it("answers the employee's month: the approved kilometres to reach, the justification, what a trip may name", async () => {
    const march = await getTrips(ana);
    assert.equal(march.monthApproved, true);
    assert.equal(march.kilometresRequired, '250.0', '100 € at 0.40 €/km');
    assert.equal(march.kilometresRecorded, '0.0');
    assert.deepEqual(
      {
        status: march.justification.status,
        editable: march.justification.editable,
        deadline: march.justification.deadline,
      },
      { status: 'PendingSubmission', editable: true, deadline: '2030-04-15' },
    );
    assert.ok(march.options.clients.some((client) => client.name === 'Acme Trips'));
    const april = await getTrips(ana, '2030-04');
    assert.equal(april.monthApproved, false);
    assert.equal(april.justification.editable, false);
  });

  it('refuses a day outside the month, a future day, a month not approved, a missing client, naming the field', async () => {
    const outside = await save(ana, [trip({ date: '2030-02-27', kilometres: '10' })]);
    assert.equal(outside.statusCode, 400, outside.body);
    assert.equal(outside.json().message, MONTHLY_TRIP_MESSAGES.dateOutsideMonth);
    assert.deepEqual(fieldsOf(outside), ['trips.0.date']);

    clock.set('2030-03-20T10:00:00Z');
    const future = await save(ana, [
      trip({ date: '2030-03-19', kilometres: '10' }),
      trip({ date: '2030-03-21', kilometres: '10' }),
    ]);
    assert.equal(future.statusCode, 400, future.body);
    assert.equal(future.json().message, MONTHLY_TRIP_MESSAGES.dateInFuture);
    assert.deepEqual(fieldsOf(future), ['trips.1.date']);
    clock.set('2030-04-05T10:00:00Z');

    const notApproved = await save(
      ana,
      [trip({ date: '2030-04-01', kilometres: '10' })],
      '2030-04',
    );
    assert.equal(notApproved.statusCode, 400, notApproved.body);
    assert.equal(notApproved.json().message, MONTHLY_TRIP_MESSAGES.monthNotApproved);
    assert.deepEqual(fieldsOf(notApproved), ['month']);

    const noClient = await save(ana, [
      trip({ date: '2030-03-04', kilometres: '10' }),
      { ...trip({ date: '2030-03-04', kilometres: '10' }), clientId: crypto.randomUUID() },
    ]);
    assert.equal(noClient.statusCode, 400, noClient.body);
    assert.deepEqual(fieldsOf(noClient), ['trips.1.clientId']);

    const neither = await save(ana, [
      { ...trip({ date: '2030-03-04', kilometres: '10' }), clientId: null },
    ]);
    assert.equal(neither.statusCode, 400, neither.body);
    assert.deepEqual(fieldsOf(neither), ['trips.0.clientId']);

    const overPrecise = await save(ana, [trip({ date: '2030-03-04', kilometres: '10.25' })]);
    assert.equal(overPrecise.statusCode, 400, overPrecise.body);
    assert.deepEqual(fieldsOf(overPrecise), ['trips.0.kilometres']);
    assert.equal((await getTrips(ana)).trips.length, 0, 'nothing was kept');
  });

  it('saves the trips, doubling round trips, and flags a weekend trip on a day without work-map hours', async () => {
    const march = tripsOf(
      await save(ana, [
        trip({ date: '2030-03-09', kilometres: '30' }),
        trip({ date: '2030-03-04', kilometres: '100', roundTrip: true }),
      ]),
    );
    assert.equal(march.kilometresRecorded, '230.0');
    const [monday, saturday] = march.trips;
    assert.equal(monday?.date, '2030-03-04', 'by date');
    assert.equal(monday?.totalKilometres, '200.0');
    assert.deepEqual(monday?.flags, []);
    assert.deepEqual(
      saturday?.flags.map((flag) => flag.flag),
      ['weekend', 'noWorkHours'],
    );
    assert.equal(saturday?.client?.name, 'Acme Trips');

    const twice = await save(ana, [
      trip({ id: monday?.id, date: '2030-03-04', kilometres: '5' }),
      trip({ id: monday?.id, date: '2030-03-05', kilometres: '5' }),
    ]);
    assert.equal(twice.statusCode, 400, twice.body);
    assert.deepEqual(fieldsOf(twice), ['trips.1.id']);
  });

  it('sends only when the trips reach the kilometres and every flagged trip has a note', async () => {
    const under = await send(ana);
    assert.equal(under.statusCode, 400, under.body);
    assert.equal(under.json().message, MONTHLY_TRIP_MESSAGES.underKilometres('230.0', '250.0'));
    assert.deepEqual(fieldsOf(under), ['trips']);

    const current = await getTrips(ana);
    const kept = current.trips.map(({ id, date, kilometres, roundTrip }) =>
      trip({ id, date, kilometres, roundTrip }),
    );
    tripsOf(await save(ana, [...kept, trip({ date: '2030-03-05', kilometres: '25' })]));
    const noNote = await send(ana);
    assert.equal(noNote.statusCode, 400, noNote.body);
    assert.equal(noNote.json().message, MONTHLY_TRIP_MESSAGES.noteRequired);
    assert.deepEqual(fieldsOf(noNote), ['trips.2.note']);

    const withNote = (await getTrips(ana)).trips.map(({ id, date, kilometres, roundTrip }) =>
      trip({
        id,
        date,
        kilometres,
        roundTrip,
        note: date === '2030-03-09' ? 'Client go-live on a Saturday' : '',
      }),
    );
    tripsOf(await save(ana, withNote));
    const sent = tripsOf(await send(ana));
    assert.equal(sent.justification.status, 'PendingApproval');
    assert.equal(sent.justification.editable, false);
    assert.equal(sent.kilometresRecorded, '255.0');
    assert.equal((await mailsTo('financial@example.com', 'trips of March 2030')).length, 1);

    const change = await save(ana, withNote);
    assert.equal(change.statusCode, 409, change.body);
  });

  it("never lets an employee save another's trip: 404", async () => {
    const [anasTrip] = (await getTrips(ana)).trips;
    assert.ok(anasTrip);
    const response = await save(nuno, [
      trip({ id: anasTrip.id, date: '2030-03-04', kilometres: '5' }),
    ]);
    assert.equal(response.statusCode, 404, response.body);
  });

  it('keeps trip limits in the generic table: add, list with filter, sort and pages, edit, remove; finance only', async () => {
    const add = (body: object) => call('POST', '/api/travels/trip-limits', finance, body);
    const everyone = await add({ scope: 'everyone', mostKilometresATrip: '150' });
    assert.equal(everyone.statusCode, 201, everyone.body);
    const everyoneId = tripLimitResultSchema.parse(everyone.json()).limit.id;
    const client = await add({ scope: 'client', scopeId: clientId, mostTripsAMonth: 2 });
    assert.equal(client.statusCode, 201, client.body);
    assert.equal(tripLimitResultSchema.parse(client.json()).limit.scopeName, 'Acme Trips');
    const employee = await add({ scope: 'employee', scopeId: anaId, mostKilometresATrip: '300' });
    assert.equal(employee.statusCode, 201, employee.body);

    const again = await add({ scope: 'everyone', mostTripsAMonth: 9 });
    assert.equal(again.statusCode, 409, again.body);
    const named = await add({ scope: 'everyone', scopeId: anaId, mostTripsAMonth: 9 });
    assert.deepEqual(fieldsOf(named), ['scopeId']);
    const empty = await add({ scope: 'client', scopeId: clientId });
    assert.deepEqual(fieldsOf(empty), ['mostTripsAMonth']);
    const byEmployee = await call('POST', '/api/travels/trip-limits', ana, {
      scope: 'everyone',
      mostTripsAMonth: 3,
    });
    assert.equal(byEmployee.statusCode, 403);

    const list = async (query: string) => {
      const response = await call('GET', `/api/travels/trip-limits?${query}`, finance);
      assert.equal(response.statusCode, 200, response.body);
      return tripLimitsPageSchema.parse(response.json());
    };
    const all = await list('sort=scopeName&direction=desc');
    assert.equal(all.total, 3);
    assert.deepEqual(
      all.items.map((item) => item.scopeName),
      ['Everyone', 'Ana Ferreira', 'Acme Trips'],
    );
    assert.deepEqual(
      (await list('search=acme')).items.map((item) => item.scope),
      ['client'],
    );
    const second = await list('pageSize=2&page=2&sort=scope');
    assert.equal(second.items.length, 1);
    assert.ok(all.options.employees.some((person) => person.name === 'Ana Ferreira'));

    const temporary = await add({ scope: 'everyone', mostTripsAMonth: 40, fromDate: '2031-01-01' });
    const temporaryId = tripLimitResultSchema.parse(temporary.json()).limit.id;
    const edited = await call('PUT', '/api/travels/trip-limits', finance, {
      id: temporaryId,
      scope: 'everyone',
      mostTripsAMonth: 50,
      fromDate: '2031-01-01',
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(tripLimitResultSchema.parse(edited.json()).limit.mostTripsAMonth, 50);
    const removed = await call('DELETE', '/api/travels/trip-limits', finance, { id: temporaryId });
    assert.equal(removed.statusCode, 200, removed.body);
    const gone = await call('DELETE', '/api/travels/trip-limits', finance, { id: temporaryId });
    assert.equal(gone.statusCode, 404, gone.body);
    assert.ok(everyoneId);
  });

  it("flags trips over the most specific limits: the employee's kilometres, the client's trips a month", async () => {
    const march = await getTrips(ana);
    assert.deepEqual(march.limits, { mostTripsAMonth: 2, mostKilometresATrip: '300.0' });
    const flags = Object.fromEntries(
      march.trips.map((item) => [item.date, item.flags.map((flag) => flag.flag)]),
    );
    assert.deepEqual(flags, {
      '2030-03-04': [],
      '2030-03-05': [],
      '2030-03-09': ['weekend', 'noWorkHours', 'overTripsLimit'],
    });
    const nunosMarch = await getTrips(nuno);
    assert.deepEqual(nunosMarch.limits, { mostTripsAMonth: null, mostKilometresATrip: '150.0' });
  });

  it("lists finance's month per employee: value, kilometres, flagged trips with reasons and notes; filters and pages", async () => {
    const anaRow = await rowOf('Ana Ferreira');
    assert.equal(anaRow.status, 'PendingApproval');
    assert.equal(anaRow.value, '100.00');
    assert.equal(anaRow.kilometresRequired, '250.0');
    assert.equal(anaRow.kilometresRecorded, '255.0');
    assert.equal(anaRow.trips, 3);
    assert.deepEqual(
      anaRow.flaggedTrips.map((item) => [item.date, item.note, item.flags.map((f) => f.reason)]),
      [
        [
          '2030-03-09',
          'Client go-live on a Saturday',
          ['On a weekend', 'No work-map hours that day', 'Over the most trips a month'],
        ],
      ],
    );
    const nunoRow = await rowOf('Nuno Soares');
    assert.equal(nunoRow.id, null, 'no trips saved yet');
    assert.equal(nunoRow.status, 'PendingSubmission');
    const page = await justifications(`month=${MARCH}`);
    assert.equal(page.items[0]?.status, 'PendingApproval', 'waiting ones first');
    assert.equal(page.deadline, '2030-04-15');

    const waiting = await justifications(`month=${MARCH}&status=PendingApproval&search=ana`);
    assert.deepEqual(
      waiting.items.map((item) => item.employee.name),
      ['Ana Ferreira'],
    );
    const paged = await justifications(`month=${MARCH}&pageSize=1&page=2`);
    assert.equal(paged.items.length, 1);
    assert.equal(paged.total, 2);
    assert.equal(
      (await call('GET', `/api/travels/monthly-trips-justification?month=${MARCH}`, ana))
        .statusCode,
      403,
    );
  });

  it('counts what needs attention: late months not justified and justifications waiting', async () => {
    const number = await call('GET', '/api/travels/requires-attention-number', finance);
    assert.equal(number.statusCode, 200, number.body);
    // Waiting: Ana's March. February (due 15 March) is late for Ana and Nuno.
    assert.equal(Number(number.body), 3);
    const state = travelStateSchema.parse(
      (await call('GET', '/api/travels?year=2030', ana)).json(),
    );
    assert.deepEqual(
      state.monthlyTrips.map((month) => [month.month, month.status, month.requiresAttention]),
      [
        [FEBRUARY, 'PendingSubmission', true],
        [MARCH, 'PendingApproval', false],
      ],
    );
    assert.equal(state.requiresAttentionNumber, 1);
    assert.equal(
      (await call('GET', '/api/travels/requires-attention-number', ana)).statusCode,
      403,
    );
  });

  it("follows the kilometre map's deadline day: HR moving it moves the justification's deadline", async () => {
    const hr = await t.authAs('hr@example.com');
    const setDeadlineDay = async (value: number) => {
      const response = await call('PUT', '/api/system-parameters/kilometreMapDeadlineDay', hr, {
        value,
      });
      assert.equal(response.statusCode, 200, response.body);
    };
    await setDeadlineDay(28);
    try {
      assert.equal((await getTrips(ana)).justification.deadline, '2030-04-28');
      assert.equal((await justifications()).deadline, '2030-04-28');
      const state = travelStateSchema.parse(
        (await call('GET', '/api/travels?year=2030', ana)).json(),
      );
      const february = state.monthlyTrips.find((month) => month.month === FEBRUARY);
      assert.equal(february?.deadline, '2030-03-28');
    } finally {
      await setDeadlineDay(15);
    }
  });

  it('sends back with a reason, the employee fixes and resends, two acceptances at once decide once', async () => {
    const { id } = await rowOf('Ana Ferreira');
    assert.ok(id);
    const noReason = await decide(finance, [id], 'reject');
    assert.equal(noReason.statusCode, 400, noReason.body);
    const rejected = await decide(finance, [id], 'reject', 'Name the client site on the 9th');
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal(rejected.json().message, MONTHLY_TRIP_MESSAGES.rejected);
    assert.equal(
      (await mailsTo('employee@example.com', 'trips of March 2030 were sent back')).length,
      1,
    );

    const march = await getTrips(ana);
    assert.equal(march.justification.status, 'Rejected');
    assert.equal(march.justification.rejectionReason, 'Name the client site on the 9th');
    assert.equal(march.justification.editable, true);
    const state = travelStateSchema.parse(
      (await call('GET', '/api/travels?year=2030', ana)).json(),
    );
    assert.equal(state.requiresAttentionNumber, 2, 'February late, March sent back');

    const fixed = march.trips.map(({ id: tripId, date, kilometres, roundTrip, note }) =>
      trip({
        id: tripId,
        date,
        kilometres,
        roundTrip,
        note: note ? 'Go-live at Acme, Setúbal site' : '',
      }),
    );
    tripsOf(await save(ana, fixed));
    assert.equal(tripsOf(await send(ana)).justification.status, 'PendingApproval');

    const [first, second] = await Promise.all([
      decide(finance, [id], 'approve'),
      decide(finance, [id], 'approve'),
    ]);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(second.statusCode, 200, second.body);
    assert.equal(first.json().decided + second.json().decided, 1);
    assert.equal(
      (await mailsTo('employee@example.com', 'trips of March 2030 were accepted')).length,
      1,
    );
    const accepted = await getTrips(ana);
    assert.equal(accepted.justification.status, 'Approved');
    assert.equal(accepted.justification.editable, false);
  });

  it("copies last month's trips to the same days, and never lets finance decide their own", async () => {
    tripsOf(
      await save(
        nuno,
        [
          trip({ date: '2030-02-06', kilometres: '30', roundTrip: true }),
          trip({ date: '2030-02-28', kilometres: '45' }),
        ],
        FEBRUARY,
      ),
    );
    const copied = await call('POST', '/api/travels/monthly-trips/copy-last-month', nuno, {
      month: MARCH,
    });
    const march = tripsOf(copied);
    assert.equal(copied.json().message, MONTHLY_TRIP_MESSAGES.copied(2));
    assert.deepEqual(
      march.trips.map((item) => [item.date, item.totalKilometres, item.note]),
      [
        ['2030-03-06', '60.0', ''],
        ['2030-03-28', '45.0', ''],
      ],
    );
    const noTrips = await call('POST', '/api/travels/monthly-trips/copy-last-month', ana, {
      month: FEBRUARY,
    });
    assert.equal(noTrips.statusCode, 400, noTrips.body);
    assert.equal(noTrips.json().message, MONTHLY_TRIP_MESSAGES.nothingToCopy);

    const noted = march.trips.map(({ id, date, kilometres, roundTrip }) =>
      trip({ id, date, kilometres, roundTrip, note: 'Audit at the client' }),
    );
    tripsOf(await save(nuno, noted));
    tripsOf(await send(nuno));
    const { id } = await rowOf('Nuno Soares');
    assert.ok(id);
    const own = await decide(nuno, [id], 'approve');
    assert.equal(own.statusCode, 403, own.body);
    assert.equal((await rowOf('Nuno Soares')).status, 'PendingApproval');
  });

  it('is for employees only, and only finance reviews', async () => {
    const trainee = await t.authAs('trainee@example.com');
    assert.equal(
      (await call('GET', `/api/travels/monthly-trips?month=${MARCH}`, trainee)).statusCode,
      403,
    );
    assert.equal(
      (await t.app.inject({ url: `/api/travels/monthly-trips?month=${MARCH}` })).statusCode,
      401,
    );
    const byEmployee = await decide(ana, [crypto.randomUUID()], 'approve');
    assert.equal(byEmployee.statusCode, 403);
    const missing = await decide(finance, [crypto.randomUUID()], 'approve');
    assert.equal(missing.statusCode, 404);
    const badMonth = await call('GET', '/api/travels/monthly-trips?month=2030-13', ana);
    assert.deepEqual(fieldsOf(badMonth), ['month']);
  });

  it("counts a road trip by own car, sent or approved, among the month's kilometres", async () => {
    const before = await getTrips(nuno);
    const created = await call('POST', '/api/travels/road-trips', nuno, {
      startDate: `${MARCH}-05`,
      endDate: `${MARCH}-05`,
      destination: 'Évora',
      purpose: 'Client visit',
      clientId: await firstClientOf(nuno),
      transport: 'ownCar',
      kilometres: '30,5',
    });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().roadTrip.id as string;
    assert.equal((await getTrips(nuno)).roadTripKilometres, '0.0', 'not sent yet');
    const receipt = await upload('POST', '/api/travels/road-trips/receipts', nuno, [
      ['roadTripId', id],
      ['date', `${MARCH}-05`],
      ['category', 'tolls'],
      ['currency', 'EUR'],
      ['amount', '4,10'],
      ['file', { name: 'toll.pdf', type: 'application/pdf', content: pdf() }],
    ]);
    assert.equal(receipt.statusCode, 201, receipt.body);
    const sent = await call('POST', '/api/travels/road-trips/send', nuno, { ids: [id] });
    assert.equal(sent.statusCode, 200, sent.body);
    const after = await getTrips(nuno);
    assert.equal(after.roadTripKilometres, '30.5');
    assert.equal(
      Number(after.kilometresRecorded) - Number(before.kilometresRecorded),
      30.5,
      `${before.kilometresRecorded} → ${after.kilometresRecorded}`,
    );
  });
});
