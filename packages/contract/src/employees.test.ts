import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dailyHoursSchema, employeeQuerySchema, isValidNif } from './employees.ts';

describe('employees contract', () => {
  it('checks the NIF check digit', () => {
    assert.equal(isValidNif('123456789'), true);
    assert.equal(isValidNif('123456780'), false);
    assert.equal(isValidNif('12345678'), false);
    assert.equal(isValidNif('12345678a'), false);
  });

  it('takes daily hours as an exact decimal between 0.5 and 12', () => {
    assert.equal(dailyHoursSchema.safeParse('8').success, true);
    assert.equal(dailyHoursSchema.safeParse('7.5').success, true);
    for (const bad of ['0.25', '12.01', '8.123', '-1', 'eight', '']) {
      assert.equal(dailyHoursSchema.safeParse(bad).success, false, bad);
    }
  });

  it('reads blank filters as absent and applies the defaults', () => {
    assert.deepEqual(employeeQuerySchema.parse({ status: '', search: '' }), {
      page: 1,
      page_size: 20,
      sort: 'name',
      order: 'asc',
      search: undefined,
      status: undefined,
    });
  });
});
