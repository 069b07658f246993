import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localDay, localMonth, onDay } from './local-calendar.ts';

test("a moment moved onto the company's day keeps its time of day and reads as that day", () => {
  const browserNow = new Date(2025, 11, 31, 14, 30);
  const now = onDay('2026-01-01', browserNow);
  assert.equal(localDay(now), '2026-01-01');
  assert.equal(localMonth(now), '2026-01');
  assert.equal(now.getHours(), 14);
  assert.equal(now.getMinutes(), 30);
});

test('a moment moved onto the last day of a short month does not roll into the next', () => {
  assert.equal(localDay(onDay('2027-02-28', new Date(2027, 0, 31, 9))), '2027-02-28');
});
