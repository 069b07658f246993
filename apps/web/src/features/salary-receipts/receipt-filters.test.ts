import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  missingPeriodOf,
  periodOf,
  periodText,
  readManageFilters,
  readYear,
} from './receipt-filters.ts';

const TODAY = { year: 2026, month: 11 };
const read = (query: string) => readManageFilters(new URLSearchParams(query), TODAY);

describe("finance's salary receipt filters", () => {
  it("reads the company's month as a year and a month number", () => {
    assert.deepEqual(periodOf('2027-01'), { year: 2027, month: 1 });
    assert.deepEqual(periodOf('2026-12'), { year: 2026, month: 12 });
  });

  it('defaults to this year, every month, every state and kind, the first page', () => {
    assert.deepEqual(read(''), { year: 2026, month: undefined, status: '', kind: '', page: 1 });
  });

  it('keeps what the URL asks when it is valid', () => {
    assert.deepEqual(read('year=2025&month=3&status=Rejected&kind=correction&page=2'), {
      year: 2025,
      month: 3,
      status: 'Rejected',
      kind: 'correction',
      page: 2,
    });
  });

  it('falls back on what it does not know', () => {
    assert.deepEqual(read('year=2030&month=13&status=InModification&kind=bonus&page=-4'), {
      year: 2026,
      month: undefined,
      status: '',
      kind: '',
      page: 1,
    });
    assert.equal(read('year=1999').year, 2026);
    assert.equal(read('month=0').month, undefined);
    assert.equal(read('month=2.5').month, undefined);
  });

  it("lists the chosen month's missing receipts, else the current month's", () => {
    assert.deepEqual(missingPeriodOf({ year: 2025, month: 4 }, TODAY), { year: 2025, month: 4 });
    assert.deepEqual(missingPeriodOf({ year: 2025, month: undefined }, TODAY), TODAY);
  });

  it('names a period by its month', () => {
    assert.equal(periodText({ year: 2026, month: 10 }), 'October 2026');
  });

  it("reads the employee's year or leaves it to the server", () => {
    assert.equal(readYear(new URLSearchParams('year=2025')), 2025);
    assert.equal(readYear(new URLSearchParams('')), undefined);
    assert.equal(readYear(new URLSearchParams('year=abc')), undefined);
  });
});
