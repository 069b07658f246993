import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recentMonths } from './recent-months.ts';

test('recent months run from next month back over a year end, newest first', () => {
  const months = recentMonths('2026-12');
  assert.equal(months.length, 13);
  assert.deepEqual(months.slice(0, 3), ['2027-01', '2026-12', '2026-11']);
  assert.equal(months.at(-1), '2026-01');
});

test('recent months of January reach back into the year before', () => {
  assert.deepEqual(recentMonths('2027-01').slice(0, 2), ['2027-02', '2027-01']);
  assert.equal(recentMonths('2027-01').at(-1), '2026-02');
});
