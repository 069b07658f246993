import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTestClock } from './clock.ts';
import { lisbonDateTime } from './lisbon-time.ts';

describe('lisbonDateTime', () => {
  it('is UTC+1 in summer and UTC in winter', () => {
    const clock = createTestClock('2026-07-15T22:59:30Z');
    assert.deepEqual(lisbonDateTime(clock), { date: '2026-07-15', time: '23:59:30' });
    clock.set('2026-12-15T23:59:30Z');
    assert.deepEqual(lisbonDateTime(clock), { date: '2026-12-15', time: '23:59:30' });
  });

  it('jumps from 00:59:59 to 02:00:00 when summer time starts (29 March 2026, 01:00 UTC)', () => {
    const clock = createTestClock('2026-03-29T00:59:59Z');
    assert.deepEqual(lisbonDateTime(clock), { date: '2026-03-29', time: '00:59:59' });
    clock.advance(1000);
    assert.deepEqual(lisbonDateTime(clock), { date: '2026-03-29', time: '02:00:00' });
  });

  it('lives 01:00 to 01:59 twice when summer time ends (25 October 2026, 01:00 UTC)', () => {
    const clock = createTestClock('2026-10-25T00:59:59Z');
    assert.deepEqual(lisbonDateTime(clock), { date: '2026-10-25', time: '01:59:59' });
    clock.advance(1000);
    assert.deepEqual(lisbonDateTime(clock), { date: '2026-10-25', time: '01:00:00' });
  });

  it('places a deadline of the 15th at 23:59 on the right side of midnight UTC', () => {
    const clock = createTestClock('2026-06-15T22:59:59Z');
    assert.equal(lisbonDateTime(clock).date, '2026-06-15');
    clock.advance(1000);
    assert.deepEqual(lisbonDateTime(clock), { date: '2026-06-16', time: '00:00:00' });
  });
});
