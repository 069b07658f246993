import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatKilometres, formatRate } from './travel-numbers.ts';

describe('travel numbers', () => {
  it('writes a rate with two decimals, or three when the third counts', () => {
    assert.equal(formatRate('0.40'), '0,40\u00a0€/km');
    assert.equal(formatRate('0.400'), '0,40\u00a0€/km');
    assert.equal(formatRate('0.5'), '0,50\u00a0€/km');
    assert.equal(formatRate('0.365'), '0,365\u00a0€/km');
    assert.equal(formatRate('1.000'), '1,00\u00a0€/km');
  });

  it('writes kilometres to a tenth with dot thousands', () => {
    assert.equal(formatKilometres('301.3'), '301,3\u00a0km');
    assert.equal(formatKilometres('1250.5'), '1.250,5\u00a0km');
    assert.equal(formatKilometres('0.0'), '0,0\u00a0km');
  });
});
