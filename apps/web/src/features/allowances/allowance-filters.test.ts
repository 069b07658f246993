import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  allowanceQuery,
  generationRefusal,
  generationYear,
  readAllowanceFilters,
  yearOptions,
} from './allowance-filters.ts';

const read = (query: string) => readAllowanceFilters(new URLSearchParams(query));

describe("finance's allowance filters", () => {
  it('default to All and the first page', () => {
    assert.deepEqual(read(''), {
      allowance: '',
      year: undefined,
      month: undefined,
      status: '',
      search: '',
      page: 1,
    });
  });

  it('keep what the URL asks when it is valid', () => {
    assert.deepEqual(
      read('allowance=CHRISTMAS&year=2026&month=11&status=PENDING_APPROVAL&search=ana&page=3'),
      {
        allowance: 'CHRISTMAS',
        year: 2026,
        month: 11,
        status: 'PENDING_APPROVAL',
        search: 'ana',
        page: 3,
      },
    );
  });

  it('fall back to All on what they do not know', () => {
    assert.deepEqual(read('allowance=Easter&year=1999&month=13&status=PendingApproval&page=-2'), {
      allowance: '',
      year: undefined,
      month: undefined,
      status: '',
      search: '',
      page: 1,
    });
    assert.equal(read('month=0').month, undefined);
    assert.equal(read('month=2.5').month, undefined);
    assert.equal(read('year=abc').year, undefined);
  });

  it('send only the filters set, then the page or format', () => {
    const all = {
      allowance: '',
      year: undefined,
      month: undefined,
      status: '',
      search: ' ',
    } as const;
    assert.equal(allowanceQuery(all).toString(), '');
    assert.equal(
      allowanceQuery(
        { allowance: 'VACATIONS', year: 2026, month: 6, status: 'APPROVED', search: ' Carolina ' },
        { page: 2, pageSize: 20 },
      ).toString(),
      'allowance=VACATIONS&year=2026&month=6&status=APPROVED&search=Carolina&page=2&pageSize=20',
    );
    assert.equal(allowanceQuery(all, { format: 'xlsx' }).toString(), 'format=xlsx');
  });

  it('offer next year down to five years ago, and a chosen year outside them', () => {
    assert.deepEqual(
      yearOptions(2026, undefined).map((option) => option.value),
      ['2027', '2026', '2025', '2024', '2023', '2022', '2021'],
    );
    assert.deepEqual(yearOptions(2026, 2010).at(-1), { value: '2010', label: '2010' });
    assert.equal(yearOptions(2026, 2024).length, 7);
  });

  it('generate for the filtered year, or this one when the filter is All', () => {
    assert.equal(generationYear({ year: 2027 }, 2026), 2027);
    assert.equal(generationYear({ year: undefined }, 2026), 2026);
  });

  it("allows generating this year's plans, and next year's from 1 December, as the API does", () => {
    assert.equal(generationRefusal(2026, '2026-06-15'), undefined);
    assert.equal(generationRefusal(2098, '2026-06-15'), 'Plans can only be generated for 2026');
    assert.equal(generationRefusal(2027, '2026-11-30'), 'Plans can only be generated for 2026');
    assert.equal(generationRefusal(2027, '2026-12-01'), undefined);
    assert.equal(
      generationRefusal(2025, '2026-12-01'),
      'Plans can only be generated for 2026 or 2027',
    );
  });
});
