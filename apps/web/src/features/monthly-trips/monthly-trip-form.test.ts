import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MonthlyTrip } from '@quadro/contract/monthly-trips';
import {
  asTripInput,
  tripField,
  tripFormValues,
  withoutTrip,
  withTrip,
} from './monthly-trip-form.ts';

const recorded = (id: string, date: string): MonthlyTrip => ({
  id,
  date,
  origin: 'Lisboa',
  destination: 'Porto',
  purpose: 'Audit',
  client: { id: 'c1', name: 'Acme' },
  project: null,
  kilometres: '300.0',
  roundTrip: true,
  totalKilometres: '600.0',
  note: '',
  flags: [],
});

describe('the monthly trip form', () => {
  it('starts a new trip empty and an existing one as recorded', () => {
    assert.equal(tripFormValues().date, '');
    assert.equal(tripFormValues(recorded('t1', '2030-03-04')).clientId, 'c1');
  });

  it('adds, replaces (keeping the id) and removes trips of the month', () => {
    const trips = [recorded('t1', '2030-03-04'), recorded('t2', '2030-03-05')];
    const input = asTripInput(recorded('t3', '2030-03-06'));
    const added = withTrip(trips, { ...input, id: undefined }, undefined);
    assert.equal(added.length, 3);
    assert.equal(added[2]?.id, undefined);
    const replaced = withTrip(trips, { ...input, note: 'x', id: 't9' }, 1);
    assert.deepEqual(
      replaced.map((trip) => [trip.id, trip.note]),
      [
        ['t1', ''],
        ['t2', 'x'],
      ],
    );
    assert.deepEqual(
      withoutTrip(trips, 0).map((trip) => trip.id),
      ['t2'],
    );
  });

  it("reads the server's field of one trip", () => {
    assert.equal(tripField('trips.2.note', 2), 'note');
    assert.equal(tripField('trips.12.note', 2), undefined);
    assert.equal(tripField('month', 0), undefined);
  });
});
