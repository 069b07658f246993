import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTestClock } from './clock.ts';
import { companyDateTime, companyNow } from './company-time.ts';

const LISBON = 'Europe/Lisbon';

describe('companyDateTime', () => {
  it('is UTC+1 in summer and UTC in winter in Lisbon', () => {
    assert.deepEqual(companyDateTime(new Date('2026-07-15T22:59:30Z'), LISBON), {
      date: '2026-07-15',
      time: '23:59:30',
    });
    assert.deepEqual(companyDateTime(new Date('2026-12-15T23:59:30Z'), LISBON), {
      date: '2026-12-15',
      time: '23:59:30',
    });
  });

  it('jumps from 00:59:59 to 02:00:00 when summer time starts (29 March 2026, 01:00 UTC)', () => {
    assert.deepEqual(companyDateTime(new Date('2026-03-29T00:59:59Z'), LISBON), {
      date: '2026-03-29',
      time: '00:59:59',
    });
    assert.deepEqual(companyDateTime(new Date('2026-03-29T01:00:00Z'), LISBON), {
      date: '2026-03-29',
      time: '02:00:00',
    });
  });

  it('lives 01:00 to 01:59 twice when summer time ends (25 October 2026, 01:00 UTC)', () => {
    assert.deepEqual(companyDateTime(new Date('2026-10-25T00:59:59Z'), LISBON), {
      date: '2026-10-25',
      time: '01:59:59',
    });
    assert.deepEqual(companyDateTime(new Date('2026-10-25T01:00:00Z'), LISBON), {
      date: '2026-10-25',
      time: '01:00:00',
    });
  });

  it('places a deadline of the 15th at 23:59 on the right side of midnight UTC', () => {
    assert.equal(companyDateTime(new Date('2026-06-15T22:59:59Z'), LISBON).date, '2026-06-15');
    assert.deepEqual(companyDateTime(new Date('2026-06-15T23:00:00Z'), LISBON), {
      date: '2026-06-16',
      time: '00:00:00',
    });
  });

  it('reads the same instant on other zones’ wall clocks', () => {
    const instant = new Date('2026-11-30T12:00:00Z');
    assert.deepEqual(companyDateTime(instant, 'Pacific/Auckland'), {
      date: '2026-12-01',
      time: '01:00:00',
    });
    assert.deepEqual(companyDateTime(instant, 'America/Los_Angeles'), {
      date: '2026-11-30',
      time: '04:00:00',
    });
  });
});

describe('companyNow', () => {
  it("reads the clock on the companyTimeZone parameter's wall clock", () => {
    const clock = createTestClock('2026-12-31T11:30:00Z');
    const parameters = (companyTimeZone: string) => ({
      current: () => ({ companyTimeZone }) as never,
      defaults: () => ({ companyTimeZone }) as never,
      refresh: async () => {},
    });
    assert.equal(companyNow({ clock, parameters: parameters(LISBON) }).date, '2026-12-31');
    assert.equal(
      companyNow({ clock, parameters: parameters('Pacific/Auckland') }).date,
      '2027-01-01',
    );
  });
});
