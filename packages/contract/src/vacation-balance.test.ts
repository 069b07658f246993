import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { portugueseNationalHolidays } from './portuguese-holidays.ts';
import { SYSTEM_PARAMETER_DEFAULTS } from './system-parameters.ts';
import {
  entitlementFor,
  fullMonthsBetween,
  PORTUGUESE_VACATION_RULES as RULES,
  usableFrom,
  vacationDays,
  vacationDaysByYear,
  vacationRulesOf,
  yearBalance,
} from './vacation-balance.ts';

const holidays = new Set(
  [2026, 2027].flatMap((year) => portugueseNationalHolidays(year).map((holiday) => holiday.date)),
);
const fullTime = { workingWeekdays: [1, 2, 3, 4, 5], holidays };
const nothing = { approved: new Map(), pending: new Map(), approvedByCarryOverDate: 0 };

describe('vacation days', () => {
  it('counts the working days of a period: no weekends, no holidays, half days as 0.5', () => {
    // 1–11 December 2026: 9 weekdays, minus the 1st and the 8th (holidays).
    assert.equal(
      vacationDays({ start: '2026-12-01', end: '2026-12-11', halfDay: false }, fullTime),
      7,
    );
    assert.equal(
      vacationDays({ start: '2026-12-02', end: '2026-12-02', halfDay: true }, fullTime),
      0.5,
    );
    assert.equal(
      vacationDays({ start: '2026-12-05', end: '2026-12-06', halfDay: false }, fullTime),
      0,
    );
  });

  it("skips a part-timer's other weekdays and splits a period across two years", () => {
    const partTime = { workingWeekdays: [1, 3], holidays };
    const byYear = vacationDaysByYear(
      { start: '2026-12-28', end: '2027-01-08', halfDay: false },
      partTime,
    );
    assert.deepEqual(
      [...byYear],
      [
        [2026, 2],
        [2027, 2],
      ],
    );
  });
});

describe('entitlement', () => {
  it('gives 2 days per full month of contract in the hiring year, up to 20, then 22 a year', () => {
    assert.equal(fullMonthsBetween('2026-03-15', '2027-01-01'), 9);
    assert.equal(fullMonthsBetween('2026-03-01', '2027-01-01'), 10, 'March to December, whole');
    assert.equal(fullMonthsBetween('2026-03-15', '2026-04-14'), 0);
    assert.equal(entitlementFor(2026, '2026-03-15', RULES), 18);
    assert.equal(entitlementFor(2026, '2026-04-01', RULES), 18);
    assert.equal(entitlementFor(2026, '2026-01-02', RULES), 20, 'capped at 20');
    assert.equal(entitlementFor(2026, '2026-12-10', RULES), 0);
    assert.equal(entitlementFor(2027, '2026-12-10', RULES), 22);
    assert.equal(entitlementFor(2025, '2026-03-15', RULES), 0, 'nothing before hiring');
  });

  it('lets the days be taken only after six full months of contract', () => {
    assert.equal(usableFrom('2026-03-15', RULES), '2026-09-15');
    const balance = yearBalance(2026, { startDate: '2026-03-15' }, nothing, RULES, '2026-05-01');
    assert.equal(balance.usableFrom, '2026-09-15');
    assert.equal(
      yearBalance(2027, { startDate: '2026-03-15' }, nothing, RULES, '2027-01-02').usableFrom,
      null,
    );
  });
});

describe('yearBalance', () => {
  const booked = {
    approved: new Map([
      [2026, 15],
      [2027, 8],
    ]),
    pending: new Map([[2027, 2.5]]),
    approvedByCarryOverDate: 5,
  };

  it("carries last year's unused days and explains the rest", () => {
    assert.deepEqual(yearBalance(2027, { startDate: '2020-05-01' }, booked, RULES, '2027-03-01'), {
      year: 2027,
      entitlement: 22,
      carriedOver: 7,
      carriedOverUntil: '2027-04-30',
      used: 8,
      pending: 2.5,
      left: 18.5,
      usableFrom: null,
    });
  });

  it('loses the carried days not taken by the carry-over date', () => {
    const after = yearBalance(2027, { startDate: '2020-05-01' }, booked, RULES, '2027-05-01');
    assert.equal(after.carriedOver, 5, 'only the 5 taken by 30 April count');
    assert.equal(after.left, 16.5);
  });

  it('carries the hiring year pro rata into the next year', () => {
    const next = yearBalance(2027, { startDate: '2026-03-15' }, nothing, RULES, '2027-01-10');
    assert.deepEqual([next.entitlement, next.carriedOver, next.left], [22, 18, 40]);
  });
});

describe('vacationRulesOf', () => {
  it('reads the defaults of the system parameters as the law', () => {
    assert.deepEqual(vacationRulesOf(SYSTEM_PARAMETER_DEFAULTS), RULES);
  });
});
