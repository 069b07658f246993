import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatExchangeRate, formatForeignAmount } from './road-trip-numbers.ts';

describe('road trip numbers', () => {
  it('writes a foreign amount with its code, euros as euros', () => {
    assert.equal(formatForeignAmount('1234.50', 'GBP'), '1.234,50\u00a0GBP');
    assert.match(formatForeignAmount('12.30', 'EUR'), /^12,30\s€$/);
  });

  it('writes an exchange rate without trailing zeros', () => {
    assert.equal(formatExchangeRate('1.165005'), '1,165005');
    assert.equal(formatExchangeRate('0.500000'), '0,50');
    assert.equal(formatExchangeRate('1.000000'), '1,00');
  });
});
