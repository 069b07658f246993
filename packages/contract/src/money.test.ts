import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fromCents, moneySchema, toCents } from './money.ts';

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
    for (const bad of ['-1', '1.234', '2250.01', '1e3', '', '1,50', '.5', 12]) {
      assert.equal(schema.safeParse(bad).success, false, String(bad));
    }
  });
});
