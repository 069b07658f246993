import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  formatCalendarDay,
  formatDateTime,
  formatEuros,
  formatMonth,
  formatNumber,
  formatPickerDate,
  ordinal,
} from './formatting.ts';

describe('dates (spec §9: pt-PT with hours and minutes)', () => {
  it('shows an instant in Lisbon time, winter and summer', () => {
    assert.equal(formatDateTime('2026-11-22T14:05:00Z'), '22/11/2026, 14:05');
    assert.equal(formatDateTime(new Date('2026-07-01T08:30:59Z')), '01/07/2026, 09:30');
  });

  it('keeps a calendar day as written, whatever the time zone', () => {
    assert.equal(formatCalendarDay('2026-11-22'), '22/11/2026');
    assert.equal(formatCalendarDay('1990-01-05T00:00:00.000Z'), '05/01/1990');
    assert.throws(() => formatCalendarDay('22/11/2026'), RangeError);
  });
});

describe('date pickers (spec §5: month name, day with ordinal, year)', () => {
  it('gives English ordinals, the teens included', () => {
    const expected = {
      1: '1st',
      2: '2nd',
      3: '3rd',
      4: '4th',
      11: '11th',
      12: '12th',
      13: '13th',
      21: '21st',
      22: '22nd',
      23: '23rd',
      31: '31st',
    };
    for (const [day, text] of Object.entries(expected)) assert.equal(ordinal(Number(day)), text);
  });

  it('writes the picker date', () => {
    assert.equal(formatPickerDate('2026-11-22'), 'November 22nd, 2026');
    assert.equal(formatMonth('2026-11'), 'November 2026');
    assert.equal(formatMonth('2027-01'), 'January 2027');
    assert.equal(formatPickerDate('2026-01-01'), 'January 1st, 2026');
    assert.equal(formatPickerDate('2026-05-13'), 'May 13th, 2026');
  });
});

describe('numbers (spec §9: decimal comma, 2 decimals, dot separator)', () => {
  it('formats zero, small, negative and large numbers', () => {
    assert.equal(formatNumber(0), '0,00');
    assert.equal(formatNumber(0.5), '0,50');
    assert.equal(formatNumber(999.999), '1.000,00');
    assert.equal(formatNumber(1234.5), '1.234,50');
    assert.equal(formatNumber(-1234.5), '-1.234,50');
    assert.equal(formatNumber(-0.001), '0,00');
    assert.equal(formatNumber(1234567.891), '1.234.567,89');
  });

  it('formats decimal strings exactly, beyond what a float holds', () => {
    assert.equal(formatNumber('1.005'), '1,01');
    assert.equal(formatNumber('-2250'), '-2.250,00');
    assert.equal(formatNumber('12345678901234567.89'), '12.345.678.901.234.567,89');
    assert.throws(() => formatNumber('1,5'), RangeError);
  });
});

describe('money (spec §9: euros)', () => {
  it('puts the euro sign after the amount, on the same line', () => {
    assert.equal(formatEuros('1234.5'), '1.234,50\u00a0€');
    assert.equal(formatEuros('0'), '0,00\u00a0€');
    assert.equal(formatEuros('-2250.00'), '-2.250,00\u00a0€');
  });
});
