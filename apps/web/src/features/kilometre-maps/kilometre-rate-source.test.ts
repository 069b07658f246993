import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rateSourceText } from './kilometre-rate-source.ts';

describe('the source of the price per kilometre', () => {
  it('is the parameter while finance has no dated price', () => {
    assert.equal(
      rateSourceText({ basePricePerKm: '0.40', rates: [] }),
      "Every month takes 0,40\u00a0€/km, HR's 'Price per kilometre' system parameter. A price added here applies from its day on, in its place.",
    );
  });

  it('says from which day the dated prices replace the parameter', () => {
    const text = rateSourceText({
      basePricePerKm: '0.40',
      rates: [
        { id: 'b', effectiveDate: '2027-01-01', pricePerKm: '0.420' },
        { id: 'a', effectiveDate: '2026-07-01', pricePerKm: '0.365' },
      ],
    });
    assert.match(
      text,
      /^Months before 01\/07\/2026 take 0,40\u00a0€\/km, HR's 'Price per kilometre'/,
    );
    assert.match(text, /from 01\/07\/2026 on, .* the parameter no longer applies/);
  });
});
