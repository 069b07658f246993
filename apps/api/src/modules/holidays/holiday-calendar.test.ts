import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mergeHolidays } from './holiday-calendar.ts';

describe('mergeHolidays', () => {
  const santoAntonio = { id: 'a', date: '2031-06-13', name: 'Santo António', region: 'Lisbon' };

  it('puts the stored holidays among the national ones, by date, each with its scope', () => {
    const june = mergeHolidays('2031-06-01', '2031-06-30', [santoAntonio]);
    assert.deepEqual(june, [
      { id: null, date: '2031-06-10', name: 'Portugal Day', scope: 'national', region: null },
      { id: null, date: '2031-06-12', name: 'Corpus Christi', scope: 'national', region: null },
      { ...santoAntonio, scope: 'regional' },
    ]);
  });

  it('computes the national holidays of every year the range touches, inside its bounds only', () => {
    const dates = mergeHolidays('2031-12-25', '2033-01-01', []).map((holiday) => holiday.date);
    assert.equal(dates.length, 1 + 13 + 1);
    assert.deepEqual(
      [dates[0], dates[1], dates.at(-2), dates.at(-1)],
      ['2031-12-25', '2032-01-01', '2032-12-25', '2033-01-01'],
    );
    assert.deepEqual(dates, [...dates].sort());
  });

  it('leaves out the four holidays suspended from 2013 to 2015', () => {
    const names = mergeHolidays('2014-01-01', '2014-12-31', []).map((holiday) => holiday.name);
    assert.equal(names.length, 9);
    assert.ok(!names.includes('Corpus Christi'));
  });
});
