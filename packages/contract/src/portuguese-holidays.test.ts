import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, isoWeekday } from './calendar-days.ts';
import { easterSunday, portugueseNationalHolidays } from './portuguese-holidays.ts';

describe('easterSunday', () => {
  it('gives the known dates', () => {
    const known: Record<number, string> = {
      1818: '1818-03-22',
      1943: '1943-04-25',
      2000: '2000-04-23',
      2008: '2008-03-23',
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2038: '2038-04-25',
      2285: '2285-03-22',
    };
    for (const [year, date] of Object.entries(known))
      assert.equal(easterSunday(Number(year)), date);
  });

  it('is a Sunday from 22 March to 25 April in every Gregorian year to 4099', () => {
    for (let year = 1583; year <= 4099; year++) {
      const easter = easterSunday(year);
      assert.equal(isoWeekday(easter), 7, easter);
      const monthDay = easter.slice(5);
      assert.ok(monthDay >= '03-22' && monthDay <= '04-25', easter);
    }
  });
});

describe('portugueseNationalHolidays', () => {
  it('lists the thirteen holidays of 2026 by date, the movable ones from Easter', () => {
    assert.deepEqual(
      portugueseNationalHolidays(2026).map((holiday) => `${holiday.date} ${holiday.name}`),
      [
        "2026-01-01 New Year's Day",
        '2026-04-03 Good Friday',
        '2026-04-05 Easter Sunday',
        '2026-04-25 Freedom Day',
        '2026-05-01 Labour Day',
        '2026-06-04 Corpus Christi',
        '2026-06-10 Portugal Day',
        '2026-08-15 Assumption Day',
        '2026-10-05 Republic Day',
        "2026-11-01 All Saints' Day",
        '2026-12-01 Restoration of Independence',
        '2026-12-08 Immaculate Conception',
        '2026-12-25 Christmas Day',
      ],
    );
  });

  it('keeps Good Friday two days before and Corpus Christi sixty days after Easter, every year', () => {
    for (let year = 1990; year <= 2100; year++) {
      const easter = easterSunday(year);
      const byName = new Map(portugueseNationalHolidays(year).map((h) => [h.name, h.date]));
      assert.equal(byName.get('Good Friday'), addDays(easter, -2));
      if (year < 2013 || year > 2015)
        assert.equal(byName.get('Corpus Christi'), addDays(easter, 60));
    }
  });

  it('leaves out the four holidays suspended from 2013 to 2015', () => {
    assert.equal(portugueseNationalHolidays(2014).length, 9);
    assert.equal(portugueseNationalHolidays(2012).length, 13);
    assert.equal(portugueseNationalHolidays(2016).length, 13);
  });
});
