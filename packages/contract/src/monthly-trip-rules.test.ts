import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  copiedTripDate,
  isPastJustificationDeadline,
  justificationDeadline,
  limitsInForce,
  reachesKilometres,
  type TripLimitRule,
  tripFlags,
  tripKilometres,
} from './monthly-trip-rules.ts';
import { kilometresSchema, monthlyTripInputSchema } from './monthly-trips.ts';

const limit = (values: Partial<TripLimitRule>): TripLimitRule => ({
  scope: 'everyone',
  scopeId: null,
  mostTripsAMonth: null,
  mostKilometresATrip: null,
  fromDate: null,
  ...values,
});

describe('monthly trip rules', () => {
  it('doubles a round trip exactly, one decimal', () => {
    assert.equal(tripKilometres('12.5', true), '25.0');
    assert.equal(tripKilometres('0.1', true), '0.2');
    assert.equal(tripKilometres('999999.9', true), '1999999.8');
    assert.equal(tripKilometres('7.3', false), '7.3');
    assert.equal(reachesKilometres('100.0', '100.0'), true);
    assert.equal(reachesKilometres('99.9', '100.0'), false);
  });

  it('reads kilometres above zero with one decimal at most, as text or a number', () => {
    assert.equal(kilometresSchema.parse('012.5'), '12.5');
    assert.equal(kilometresSchema.parse(40), '40.0');
    for (const bad of ['0', '0.0', '-3', '1.25', 'abc', 1.25, '']) {
      assert.equal(kilometresSchema.safeParse(bad).success, false, String(bad));
    }
  });

  it('asks for a client or a project, one of them', () => {
    const trip = {
      date: '2030-03-04',
      origin: 'Lisboa',
      destination: 'Porto',
      purpose: 'Client meeting',
      kilometres: '10',
    };
    const neither = monthlyTripInputSchema.safeParse(trip);
    assert.deepEqual(
      neither.error?.issues.map((issue) => issue.path.join('.')),
      ['clientId'],
    );
    const both = monthlyTripInputSchema.safeParse({
      ...trip,
      clientId: crypto.randomUUID(),
      projectId: crypto.randomUUID(),
    });
    assert.equal(both.success, false);
    const one = monthlyTripInputSchema.parse({ ...trip, projectId: crypto.randomUUID() });
    assert.equal(one.roundTrip, false);
    assert.equal(one.note, '');
  });

  it('puts the justification deadline on the 15th of the next month, December into January', () => {
    assert.equal(justificationDeadline('2030-03', 15), '2030-04-15');
    assert.equal(justificationDeadline('2030-12', 15), '2031-01-15');
    assert.equal(isPastJustificationDeadline('2030-03', '2030-04-15', 15), false);
    assert.equal(isPastJustificationDeadline('2030-03', '2030-04-16', 15), true);
  });

  it("copies a trip to the same day of the month, or the month's last day", () => {
    assert.equal(copiedTripDate('2030-01-31', '2030-02'), '2030-02-28');
    assert.equal(copiedTripDate('2030-02-12', '2030-03'), '2030-03-12');
    assert.equal(copiedTripDate('2031-12-29', '2032-02'), '2032-02-29');
  });

  it('takes the most specific limit for each of the two: employee, then client, then everyone', () => {
    const limits = [
      limit({ mostTripsAMonth: 20, mostKilometresATrip: '300.0' }),
      limit({ scope: 'client', scopeId: 'acme', mostTripsAMonth: 10 }),
      limit({ scope: 'client', scopeId: 'globex', mostTripsAMonth: 8 }),
      limit({ scope: 'employee', scopeId: 'ana', mostKilometresATrip: '150.0' }),
      limit({ scope: 'employee', scopeId: 'rui', mostTripsAMonth: 30 }),
    ];
    const month = '2030-03';
    assert.deepEqual(limitsInForce(limits, { employeeId: 'ana', clientIds: ['acme'], month }), {
      mostTripsAMonth: 10,
      mostKilometresATrip: '150.0',
    });
    assert.deepEqual(limitsInForce(limits, { employeeId: 'joao', clientIds: [], month }), {
      mostTripsAMonth: 20,
      mostKilometresATrip: '300.0',
    });
    assert.deepEqual(
      limitsInForce(limits, { employeeId: 'rui', clientIds: ['acme', 'globex'], month }),
      { mostTripsAMonth: 30, mostKilometresATrip: '300.0' },
    );
    assert.equal(
      limitsInForce(limits, { employeeId: 'joao', clientIds: ['acme', 'globex'], month })
        .mostTripsAMonth,
      8,
      'between two clients, the stricter',
    );
    assert.deepEqual(limitsInForce([], { employeeId: 'ana', clientIds: [], month }), {
      mostTripsAMonth: null,
      mostKilometresATrip: null,
    });
  });

  it('holds a limit from its day on, the latest in force winning', () => {
    const limits = [
      limit({ mostTripsAMonth: 20 }),
      limit({ mostTripsAMonth: 12, fromDate: '2030-03-01' }),
      limit({ mostTripsAMonth: 5, fromDate: '2030-06-01' }),
    ];
    const of = (month: string) =>
      limitsInForce(limits, { employeeId: 'ana', clientIds: [], month }).mostTripsAMonth;
    assert.equal(of('2030-02'), 20);
    assert.equal(of('2030-03'), 12);
    assert.equal(of('2030-07'), 5);
  });

  it('flags weekends, holidays, vacations, absences, days without hours and trips over the limits', () => {
    const days = {
      holidays: new Set(['2030-04-25']),
      vacationDays: new Set(['2030-04-10']),
      absenceDays: new Set(['2030-04-11']),
      workedDays: new Set(['2030-04-01', '2030-04-02', '2030-04-03', '2030-04-10']),
    };
    const trips = [
      { date: '2030-04-03', kilometres: '80.0', roundTrip: true },
      { date: '2030-04-01', kilometres: '10.0', roundTrip: false },
      { date: '2030-04-06', kilometres: '10.0', roundTrip: false },
      { date: '2030-04-25', kilometres: '10.0', roundTrip: false },
      { date: '2030-04-10', kilometres: '10.0', roundTrip: false },
      { date: '2030-04-11', kilometres: '10.0', roundTrip: false },
      { date: '2030-04-02', kilometres: '10.0', roundTrip: false },
    ];
    const flags = tripFlags(trips, days, { mostTripsAMonth: 3, mostKilometresATrip: '150.0' });
    assert.deepEqual(flags, [
      ['overKilometresLimit'],
      [],
      ['weekend', 'noWorkHours', 'overTripsLimit'],
      ['holiday', 'noWorkHours', 'overTripsLimit'],
      ['vacation', 'overTripsLimit'],
      ['absence', 'noWorkHours', 'overTripsLimit'],
      [],
    ]);
  });
});
