import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, daysBetween, isoWeekday, lastDayOf, previousMonth } from './calendar-days.ts';
import { portugueseNationalHolidays } from './portuguese-holidays.ts';
import {
  countWorkingDays,
  isWorkingDay,
  USUAL_WEEKDAYS,
  workingDaysBetween,
} from './working-days.ts';

const holidaysOf = (year: number) =>
  new Set(portugueseNationalHolidays(year).map((holiday) => holiday.date));
const fullTime = (year: number) => ({
  workingWeekdays: USUAL_WEEKDAYS,
  holidays: holidaysOf(year),
});

describe('working days', () => {
  it('skips weekends and holidays: December 2026 has 20 working days for a full-timer', () => {
    // 23 weekdays, minus 1 Dec (Tue), 8 Dec (Tue) and 25 Dec (Fri).
    assert.equal(countWorkingDays('2026-12-01', '2026-12-31', fullTime(2026)), 20);
  });

  it("skips a part-timer's other weekdays, and weekends even if their pattern names them", () => {
    const pattern = { workingWeekdays: [1, 3, 6], holidays: new Set<string>() };
    assert.deepEqual(workingDaysBetween('2026-11-02', '2026-11-08', pattern), [
      '2026-11-02',
      '2026-11-04',
    ]);
  });

  it('agrees with a day-by-day count over many years', () => {
    for (let year = 2000; year <= 2040; year++) {
      const pattern = fullTime(year);
      const days = daysBetween(`${year}-01-01`, `${year}-12-31`);
      const expected = days.filter(
        (day) => isoWeekday(day) <= 5 && !pattern.holidays.has(day),
      ).length;
      assert.equal(countWorkingDays(`${year}-01-01`, `${year}-12-31`, pattern), expected);
      assert.ok(expected >= 245 && expected <= 256, `${year}: ${expected}`);
    }
  });

  it('counts nothing on a holiday or a weekend', () => {
    assert.equal(isWorkingDay('2026-12-25', fullTime(2026)), false);
    assert.equal(isWorkingDay('2026-11-21', fullTime(2026)), false);
    assert.equal(isWorkingDay('2026-11-23', fullTime(2026)), true);
  });
});

describe('calendar days', () => {
  it('steps over month, year and daylight-saving edges', () => {
    assert.equal(addDays('2026-03-28', 2), '2026-03-30');
    assert.equal(addDays('2026-12-31', 1), '2027-01-01');
    assert.equal(lastDayOf('2028-02'), '2028-02-29');
    assert.equal(lastDayOf('2026-02'), '2026-02-28');
    assert.equal(previousMonth('2027-01'), '2026-12');
  });
});
