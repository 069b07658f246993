import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bookedDaysOf } from './vacation-days.ts';

const pattern = {
  workingWeekdays: [1, 2, 3, 4, 5],
  holidays: new Set(['2026-12-25', '2027-01-01']),
};
const period = (start: string, end: string, status: string, halfDay = false) => ({
  id: start,
  start,
  end,
  halfDay,
  status,
});

describe('bookedDaysOf', () => {
  it('splits approved and pending days by year, holidays and weekends left out', () => {
    const booked = bookedDaysOf(
      [
        period('2026-12-28', '2027-01-04', 'Approved'),
        period('2026-12-21', '2026-12-25', 'PendingApproval'),
        period('2027-02-03', '2027-02-03', 'PendingSubmission', true),
      ],
      pattern,
      '2027-04-30',
    );
    assert.deepEqual(
      [...booked.approved],
      [
        [2026, 4],
        [2027, 1],
      ],
    );
    assert.deepEqual(
      [...booked.pending],
      [
        [2026, 4],
        [2027, 0.5],
      ],
    );
    assert.equal(booked.approvedByCarryOverDate, 1, 'only 4 January is in 2027 before 30 April');
  });

  it('counts approved days up to the carry-over day only', () => {
    const booked = bookedDaysOf(
      [period('2027-04-26', '2027-05-07', 'Approved')],
      pattern,
      '2027-04-30',
    );
    assert.equal(booked.approvedByCarryOverDate, 5);
    assert.equal(booked.approved.get(2027), 10);
  });
});
