import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eurosOf, isCurrencyCode, roadTripTotal, toMicros } from './road-trip-rules.ts';

describe('road trip rules', () => {
  it('reads an exchange rate as exact millionths', () => {
    assert.equal(toMicros('1'), 1_000_000n);
    assert.equal(toMicros('0.912345'), 912_345n);
    assert.equal(toMicros('1.5'), 1_500_000n);
    assert.equal(toMicros('154.2'), 154_200_000n);
  });

  it('turns an amount into euros exact to the cent, rounding half up', () => {
    assert.equal(eurosOf('12.34', '1'), '12.34');
    assert.equal(eurosOf('100.00', '0.912345'), '91.23');
    // 10.00 × 0.123450 = 1.2345 → 1.23; 10.00 × 0.123500 = 1.235 → 1.24 (half up, no float drift).
    assert.equal(eurosOf('10.00', '0.12345'), '1.23');
    assert.equal(eurosOf('10.00', '0.1235'), '1.24');
    // 1.005 would round down as a float; here it is exactly half a cent and goes up.
    assert.equal(eurosOf('1.00', '1.005'), '1.01');
    assert.equal(eurosOf('0.01', '0.4'), '0.00');
    assert.equal(eurosOf('0.01', '0.5'), '0.01');
    assert.equal(eurosOf('99999999.99', '999999.999999'), '99999999989900.00');
    assert.equal(eurosOf('0', '0.5'), '0.00');
  });

  it("adds a trip's receipts exactly", () => {
    assert.equal(roadTripTotal([]), '0.00');
    assert.equal(roadTripTotal(['0.10', '0.20']), '0.30');
    assert.equal(roadTripTotal(['12.34', '1000.66', '7']), '1020.00');
  });

  it('knows an ISO 4217 code when it sees one', () => {
    assert.ok(isCurrencyCode('EUR'));
    assert.ok(isCurrencyCode('GBP'));
    assert.ok(!isCurrencyCode('eur'));
    assert.ok(!isCurrencyCode('EURO'));
    assert.ok(!isCurrencyCode('E1R'));
    assert.ok(!isCurrencyCode(''));
  });
});
