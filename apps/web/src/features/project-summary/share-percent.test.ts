import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { progressValue, sharePercent } from './share-percent.ts';

describe('budget shares as percents', () => {
  it('shifts the four decimals of a share into a percent with two', () => {
    assert.equal(sharePercent('0.9012'), '90.12');
    assert.equal(sharePercent('0.0005'), '0.05');
    assert.equal(sharePercent('1.2500'), '125.00');
    assert.equal(sharePercent('12.5'), '1250.00');
  });

  it('fills a progress bar at most to 100', () => {
    assert.equal(progressValue('90.12'), 90.12);
    assert.equal(progressValue('125.00'), 100);
  });
});
