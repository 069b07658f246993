import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  anniversaryYears,
  celebratedMonthDays,
  firstDayOfYear,
  isCelebratedOn,
  isLeapYear,
} from './celebration-date.ts';

describe('celebration dates', () => {
  it('knows leap years, centuries included', () => {
    assert.deepEqual([2024, 2027, 2000, 1900, 2100].map(isLeapYear), [
      true,
      false,
      true,
      false,
      false,
    ]);
  });

  it('celebrates the day itself', () => {
    assert.deepEqual(celebratedMonthDays('2031-05-01'), ['05-01']);
    assert.equal(isCelebratedOn('1990-05-01', '2031-05-01'), true);
    assert.equal(isCelebratedOn('1990-05-02', '2031-05-01'), false);
    assert.equal(isCelebratedOn('1990-06-01', '2031-05-01'), false);
  });

  it('celebrates 29 February on 28 February of a common year, and on its own day in a leap year', () => {
    assert.deepEqual(celebratedMonthDays('2031-02-28'), ['02-28', '02-29']);
    assert.equal(isCelebratedOn('1992-02-29', '2031-02-28'), true);
    assert.equal(isCelebratedOn('1992-02-29', '2031-03-01'), false);
    assert.deepEqual(celebratedMonthDays('2032-02-28'), ['02-28']);
    assert.deepEqual(celebratedMonthDays('2032-02-29'), ['02-29']);
    assert.equal(isCelebratedOn('1992-02-29', '2032-02-28'), false);
    assert.equal(isCelebratedOn('1992-02-29', '2032-02-29'), true);
  });

  it('counts full years from the start year; none in the year of the start', () => {
    assert.equal(anniversaryYears(2021, '2031-05-01'), 10);
    assert.equal(anniversaryYears(2030, '2031-05-01'), 1);
    assert.equal(anniversaryYears(2031, '2031-05-01'), null);
    assert.equal(anniversaryYears(2032, '2031-05-01'), null);
    assert.equal(firstDayOfYear('2031-05-01'), '2031-01-01');
  });

  it('refuses what is not an ISO date', () => {
    assert.throws(() => celebratedMonthDays('01/05/2031'));
  });
});
