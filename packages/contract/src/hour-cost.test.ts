import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { costOfHours, hourCost, workingHoursInYear } from './hour-cost.ts';

const noHolidays = new Set<string>();

describe('hourCost', () => {
  it('is base × 14 × (1 + rate) ÷ working hours, to the cent', () => {
    // 2000 × 14 × 1.2375 = 34650; 249 days × 8 h = 1992 h; 34650 ÷ 1992 = 17.3945… → 17.39.
    assert.equal(hourCost('2000.00', '23.75', '1992.00'), '17.39');
    // Without social security: 1000 × 14 ÷ 1400 = 10 exactly.
    assert.equal(hourCost('1000.00', '0.00', '1400.00'), '10.00');
  });

  it('rounds half up, exactly', () => {
    // 1.25 × 14 ÷ 140 = 0.125: half a cent goes up (a float or banker's rounding gives 0.12).
    assert.equal(hourCost('1.25', '0', '140'), '0.13');
    // 2000 × 14 × 1.2375 ÷ 2088 = 16.5948… → 16.59, not 16.60.
    assert.equal(hourCost('2000.00', '23.75', '2088.00'), '16.59');
  });

  it('costs nothing without working hours', () => {
    assert.equal(hourCost('2000.00', '23.75', '0.00'), '0.00');
  });
});

describe('costOfHours', () => {
  it('is hours × hour cost to the cent, half up', () => {
    assert.equal(costOfHours('160.00', '17.39'), '2782.40');
    assert.equal(costOfHours('0.50', '0.25'), '0.13');
    assert.equal(costOfHours('7.50', '16.59'), '124.43');
  });

  it('is zero for zero hours', () => {
    assert.equal(costOfHours('0.00', '17.39'), '0.00');
  });
});

describe('workingHoursInYear', () => {
  it('counts the weekdays of the year times the daily hours', () => {
    // 2026 starts and ends on a Thursday: 52 weeks and one day, 261 weekdays.
    assert.equal(
      workingHoursInYear(2026, { workingWeekdays: [1, 2, 3, 4, 5], holidays: noHolidays }, '8.00'),
      '2088.00',
    );
  });

  it('leaves out holidays on working days, not those on a weekend', () => {
    // 1 January 2026 is a Thursday, 3 January a Saturday.
    const holidays = new Set(['2026-01-01', '2026-01-03']);
    assert.equal(
      workingHoursInYear(2026, { workingWeekdays: [1, 2, 3, 4, 5], holidays }, '8.00'),
      '2080.00',
    );
  });

  it("counts only a part-timer's weekdays at their daily hours", () => {
    // Monday, Wednesday and Friday: 52 of each in 2026 (the extra day is a Thursday), 6 h a day.
    assert.equal(
      workingHoursInYear(2026, { workingWeekdays: [1, 3, 5], holidays: noHolidays }, '6.00'),
      '936.00',
    );
    // Their hour cost is higher for the same salary: 1000 × 14 ÷ 936 = 14.957… → 14.96.
    assert.equal(hourCost('1000.00', '0.00', '936.00'), '14.96');
  });
});
