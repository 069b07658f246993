import assert from 'node:assert/strict';
import { test } from 'node:test';
import { companyToday, isFarAway, nearDayText } from './far-away.ts';

test('a date is far away when more than 7 days from today, either way (spec §9)', () => {
  assert.equal(isFarAway('2026-12-05', '2026-11-28'), false);
  assert.equal(isFarAway('2026-12-06', '2026-11-28'), true);
  assert.equal(isFarAway('2026-11-21', '2026-11-28'), false);
  assert.equal(isFarAway('2026-11-20', '2026-11-28'), true);
});

test('a near day reads in words, a far one not at all', () => {
  assert.equal(nearDayText('2026-11-28', '2026-11-28'), 'today');
  assert.equal(nearDayText('2026-11-29', '2026-11-28'), 'tomorrow');
  assert.equal(nearDayText('2026-12-05', '2026-11-28'), 'in 7 days');
  assert.equal(nearDayText('2026-11-27', '2026-11-28'), 'yesterday');
  assert.equal(nearDayText('2026-11-25', '2026-11-28'), '3 days ago');
  assert.equal(nearDayText('2026-12-06', '2026-11-28'), null);
  assert.equal(nearDayText('2027-03-29', '2027-03-27'), 'in 2 days');
});

test("today is the company's day, not the browser's", () => {
  const lateEvening = new Date('2026-11-28T23:30:00Z');
  assert.equal(companyToday(lateEvening, 'Europe/Lisbon'), '2026-11-28');
  assert.equal(companyToday(lateEvening, 'Asia/Tokyo'), '2026-11-29');
});
