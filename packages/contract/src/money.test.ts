import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  fromCents,
  HOURS_MESSAGES,
  hoursSchema,
  MONEY_MESSAGES,
  moneySchema,
  toCents,
} from './money.ts';

describe('money', () => {
  const schema = moneySchema({ max: '2250.00' });

  it('keeps cents exact where floats would not', () => {
    assert.equal(toCents('0.1') + toCents('0.2'), toCents('0.3'));
    assert.equal(fromCents(toCents('1234.5')), '1234.50');
    assert.equal(fromCents(-5n), '-0.05');
  });

  it('answers the canonical form with two decimals', () => {
    assert.equal(schema.parse('12'), '12.00');
    assert.equal(schema.parse(' 0.4 '), '0.40');
    assert.equal(schema.parse('2250'), '2250.00');
  });

  it('refuses negative, over-precise, numeric, oversized and malformed amounts', () => {
    for (const bad of ['-1', '1.234', '2250.01', '1e3', '', '1,50', '.5', 2250.01, 12.345]) {
      assert.equal(schema.safeParse(bad).success, false, String(bad));
    }
  });

  it('takes a JSON number of at most two decimals as the amount its digits write', () => {
    assert.equal(schema.parse(1234), '1234.00');
    assert.equal(schema.parse(1234.5), '1234.50');
    assert.equal(schema.parse(0.1), '0.10');
    assert.equal(schema.parse(2250), '2250.00');
    assert.equal(schema.parse(0), '0.00');
  });

  it("refuses any other JSON number with 'Enter an amount such as 1234.50'", () => {
    for (const bad of [12.345, 0.001, -1, -0.5, 1e21, 5e-324, 12_345_678_901, Number.NaN]) {
      const issues = schema.safeParse(bad).error?.issues.map((issue) => issue.message);
      assert.deepEqual(issues, [MONEY_MESSAGES.number], String(bad));
    }
    assert.equal(MONEY_MESSAGES.number, 'Enter an amount such as 1234.50');
    // Over the maximum, a number says so as a string would.
    assert.deepEqual(
      schema.safeParse(2250.01).error?.issues.map((issue) => issue.message),
      [MONEY_MESSAGES.max('2250.00')],
    );
  });

  it("says 'Required' when the amount is missing, and the format for other types", () => {
    assert.deepEqual(
      schema.safeParse(undefined).error?.issues.map((issue) => issue.message),
      ['Required'],
    );
    for (const bad of [null, true, [], {}]) {
      assert.deepEqual(
        schema.safeParse(bad).error?.issues.map((issue) => issue.message),
        [MONEY_MESSAGES.format],
      );
    }
  });
});

describe('hoursSchema', () => {
  const hours = hoursSchema({ max: '10000.00' });
  const messages = (input: unknown) =>
    hours.safeParse(input).error?.issues.map((issue) => issue.message);

  it('holds hours as money is held: two decimals, canonical', () => {
    assert.equal(hours.parse('1200'), '1200.00');
    assert.equal(hours.parse(12.5), '12.50');
  });

  it('refuses in words about hours, not euros', () => {
    assert.deepEqual(messages('12,5'), [HOURS_MESSAGES.format]);
    assert.deepEqual(messages(1.234), [HOURS_MESSAGES.number]);
    assert.deepEqual(messages('10000.01'), ['Must not exceed 10000.00 hours']);
  });
});
